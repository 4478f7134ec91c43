import { useIntl } from 'react-intl';
import type { MessageId } from './messages';
import { networkFaultMessages } from '../domain/network-fault';

/** Said when the record a form was saving is gone (src/hooks/use-versioned-submit.ts): nothing is left to save over. */
export const RECORD_GONE = 'This record was removed by someone else.';

/** The required fixed messages (§5, §8) by their English text, so a machine can raise them and the UI translate them. */
const knownMessages: Record<string, MessageId> = {
  'Please fill all required fields.': 'error.fillRequired',
  'Login failed': 'error.loginFailed',
  'Unauthorized Access': 'error.unauthorized',
  'Something went wrong': 'error.somethingWentWrong',
  'Permission Denied': 'error.permissionDenied',
  'The server sent an answer this app cannot read.': 'error.invalidResponse',
  'Password changed successfully.': 'error.passwordChanged',
  'Password change failed.': 'error.passwordChangeFailed',
  'Something went wrong. Please try again later.': 'error.tryLater',
  // A write made from an old version (a 409), where no form shows the conflict side by side (deactivating).
  'This employee was changed by someone else.': 'conflict.employee',
  'This training was changed by someone else.': 'conflict.training',
  'This training record was changed by someone else.': 'conflict.record',
  [RECORD_GONE]: 'conflict.gone',
  // Why a call got no answer, beside 'Something went wrong' (src/domain/network-fault.ts).
  [networkFaultMessages.offline]: 'error.offline',
  [networkFaultMessages.timeout]: 'error.timeout',
  [networkFaultMessages.unreachable]: 'error.unreachable',
  [networkFaultMessages.refusedOrigin]: 'error.refusedOrigin',
};

/** @returns a function that translates a known spec message and passes any other (server) text through as text. */
export function useTranslateMessage(): (message: string) => string {
  const intl = useIntl();
  return (message) => {
    const id = knownMessages[message];
    return id ? intl.formatMessage({ id }) : message;
  };
}
