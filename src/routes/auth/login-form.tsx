import { yupResolver } from '@hookform/resolvers/yup';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FieldLook } from '../../components/forms/field-look';
import { UncontrolledField } from '../../components/forms/uncontrolled-field';
import { useBoundForm } from '../../components/forms/use-bound-form';
import { loginSchema } from '../../components/forms/login.schema';
import { Button } from '../../components/ui/button';
import styles from '../../components/auth/auth-card.module.css';

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with valid values. */
  onSubmit: (values: LoginValues) => void;
  /** Called when a submit fails validation (the route toasts §5's message). */
  onInvalid: () => void;
  /** While true the button reads 'Please wait' and is disabled (§2). */
  isSubmitting: boolean;
  defaultValues?: Partial<LoginValues>;
}

/** §2 Login screen fields: username or email, password with show/hide. */
const loginFields: readonly FieldLook[] = [
  { name: 'email', label: 'login.email', placeholder: 'login.emailPlaceholder', autoComplete: 'username' },
  { name: 'password', label: 'login.password', placeholder: 'login.passwordPlaceholder', autoComplete: 'current-password', secret: true },
];

const resolver = yupResolver(loginSchema);

/**
 * §2 Login screen form: username or email, password with show/hide, Sign In.
 * Validated by the §5 rules on submit, then on every edit; keeps what was
 * typed on failure. The rules come with the form (`useBoundForm`).
 */
export function LoginForm({ onSubmit, onInvalid, isSubmitting, defaultValues }: LoginFormProps) {
  const intl = useIntl();
  const { formRef, onSubmit: submit, messages } = useBoundForm({ resolver, onValid: onSubmit, onInvalid });
  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      {loginFields.map((field) => (
        <UncontrolledField
          key={field.name}
          field={field}
          defaultValue={defaultValues?.[field.name as keyof LoginValues]}
          message={messages[field.name]}
          required
        />
      ))}
      <Button type="submit" block isDisabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'login.pleaseWait' : 'login.signIn' })}
      </Button>
    </Form>
  );
}
