import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../forms/form-text-field';
import { lazyYupResolver } from '../forms/lazy-yup-resolver';
import { Button } from '../ui/button';
import styles from './auth-card.module.css';

export interface LoginValues {
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

const resolver = lazyYupResolver<LoginValues>(() => import('./login.schema').then((module) => module.loginSchema));

/** §2 Login screen form: username or email, password with show/hide, Sign In. Keeps what was typed on failure. */
export function LoginForm({ onSubmit, onInvalid, isSubmitting, defaultValues }: LoginFormProps) {
  const intl = useIntl();
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });

  return (
    <Form className={styles.form} onSubmit={handleSubmit(onSubmit, onInvalid)} validationBehavior="aria">
      <FormTextField control={control} name="email" label="login.email" placeholder="login.emailPlaceholder" autoComplete="username" />
      <FormTextField control={control} name="password" label="login.password" placeholder="login.passwordPlaceholder" autoComplete="current-password" secret />
      <Button type="submit" block isDisabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'login.pleaseWait' : 'login.signIn' })}
      </Button>
    </Form>
  );
}
