import { changePasswordSchema as sharedChangePasswordSchema, type PasswordChangeRule } from '../../domain/change-password.schema';
import type { MessageId } from '../../i18n/messages';

const messages: Record<PasswordChangeRule, MessageId> = {
  oldRequired: 'validation.oldPassword.required',
  oldMax: 'validation.oldPassword.max',
  newRequired: 'validation.newPassword.required',
  newLength: 'validation.newPassword.length',
  newPattern: 'validation.newPassword.pattern',
  confirmRequired: 'validation.cPassword.required',
  confirmMatch: 'validation.cPassword.match',
};

/** §5 Change Password form: the fake backend's own schema (src/domain/change-password.schema.ts) with i18n ids as messages. */
export const changePasswordSchema = sharedChangePasswordSchema(messages);
