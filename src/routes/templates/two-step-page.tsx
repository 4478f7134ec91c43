import { useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame } from '../../components/auth/auth-frame';
import type { AuthVariant } from '../../components/auth/auth-variants';
import { Button } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
import { CodeInputs, type CodeInputsHandle } from './code-inputs';
import styles from './template-pages.module.css';

/** §9: the two-step code has 4 digits. */
const CODE_LENGTH = 4;

export interface TwoStepPageProps {
  variant: AuthVariant;
  /** Where the code was sent (§2). */
  email: string;
  /** Called with the 4-digit code on Confirm. */
  onConfirm: (code: string) => void;
}

/** §2 Two-step verification in any variant: 'enter the 4 digit code sent to {email}', four digits, Confirm, a link to `/`. */
export function TwoStepPage({ variant, email, onConfirm }: TwoStepPageProps) {
  const intl = useIntl();
  const errorId = useId();
  const instructionId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(CODE_LENGTH).fill(''));
  const [confirmed, setConfirmed] = useState(false);
  const codeRef = useRef<CodeInputsHandle>(null);
  const showError = confirmed && !digits.every(Boolean);

  const confirm = () => {
    const missing = digits.findIndex((digit) => !digit);
    if (missing === -1) {
      onConfirm(digits.join(''));
      return;
    }
    setConfirmed(true);
    codeRef.current?.focus(missing);
  };

  return (
    <AuthFrame
      variant={variant}
      title={intl.formatMessage({ id: 'template.twoStep.title' })}
      footer={<Link href="/">{intl.formatMessage({ id: 'common.backToHome' })}</Link>}
    >
      <span className={styles.badge} aria-hidden="true">
        <LockIcon />
      </span>
      <p id={instructionId} className={styles.text}>{intl.formatMessage({ id: 'template.twoStep.instruction' }, { email: <strong key="email">{email}</strong> })}</p>
      <Form
        className={styles.actions}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <CodeInputs ref={codeRef} value={digits} onChange={setDigits} invalid={showError} errorId={errorId} labelledBy={instructionId} />
        {showError ? (
          <p id={errorId} className={styles.error}>
            {intl.formatMessage({ id: 'validation.code.required' })}
          </p>
        ) : null}
        <Button type="submit" block>
          {intl.formatMessage({ id: 'template.twoStep.confirm' })}
        </Button>
      </Form>
    </AuthFrame>
  );
}
