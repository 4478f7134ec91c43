import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { twoStepSchema } from './two-step.schema';
import { useId, useRef } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import type { AuthVariant } from '../../components/auth/auth-variants';
import { Button } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
import type { MessageId } from '../../i18n/messages';
import { CodeInputs, type CodeInputsHandle } from './code-inputs';
import styles from './template-pages.module.css';

/** §9: the two-step code has 4 digits. */
const CODE_LENGTH = 4;

interface TwoStepValues {
  /** One entry per digit, '' while empty. */
  digits: string[];
}

const resolver = yupResolver(twoStepSchema) as unknown as Resolver<TwoStepValues>;

export interface TwoStepPageProps {
  variant: AuthVariant;
  /** Where the code was sent (§2). */
  email: string;
  /** Called with the 4-digit code on Confirm. */
  onConfirm: (code: string) => void;
}

/**
 * §2 Two-step verification in any variant: 'enter the 4 digit code sent to {email}', four digits, Confirm, a link to `/`.
 * Confirm checks every digit is filled (the rules load on the first Confirm), else says so and focuses the first empty one.
 */
export function TwoStepPage({ variant, email, onConfirm }: TwoStepPageProps) {
  const intl = useIntl();
  const errorId = useId();
  const instructionId = useId();
  const codeRef = useRef<CodeInputsHandle>(null);
  // react-hook-form would focus the code as a whole; the page focuses its first empty digit instead.
  const { control, handleSubmit, getValues } = useForm<TwoStepValues>({
    resolver,
    defaultValues: { digits: Array<string>(CODE_LENGTH).fill('') },
    shouldFocusError: false,
  });
  const { field, fieldState } = useController({ control, name: 'digits' });
  const focusFirstEmpty = () => codeRef.current?.focus(getValues('digits').findIndex((digit) => !digit));

  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'template.twoStep.title' })}
      footer={<Link href="/">{intl.formatMessage({ id: 'common.backToHome' })}</Link>}
    >
      <span className={styles.badge} aria-hidden="true">
        <LockIcon />
      </span>
      <p id={instructionId} className={styles.text}>
        {intl.formatMessage({ id: 'template.twoStep.instruction' }, { email: <strong key="email">{email}</strong> })}
      </p>
      <Form
        className={styles.actions}
        validationBehavior="aria"
        onSubmit={(event) => void handleSubmit(({ digits }) => onConfirm(digits.join('')), focusFirstEmpty)(event)}
      >
        <CodeInputs ref={codeRef} value={field.value} onChange={field.onChange} invalid={fieldState.invalid} errorId={errorId} labelledBy={instructionId} />
        {fieldState.error?.message ? (
          <p id={errorId} className={styles.error}>
            {intl.formatMessage({ id: fieldState.error.message as MessageId })}
          </p>
        ) : null}
        <Button type="submit" block>
          {intl.formatMessage({ id: 'template.twoStep.confirm' })}
        </Button>
      </Form>
    </AuthFrame>
  );
}
