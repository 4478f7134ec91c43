import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../components/forms/form-text-field';
import { registerSchema } from '../../components/forms/register.schema';
import { Button } from '../../components/ui/button';
import styles from '../../components/auth/auth-card.module.css';

export interface RegisterValues {
  email: string;
  username: string;
  password: string;
}

export interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => void;
  onInvalid: () => void;
  isSubmitting: boolean;
}

const resolver = yupResolver(registerSchema);

/** §2/§5 Register form: email, username, password, each with its §5 hint on an invalid submit. */
export function RegisterForm({ onSubmit, onInvalid, isSubmitting }: RegisterFormProps) {
  const intl = useIntl();
  const { control, handleSubmit } = useForm<RegisterValues>({
    resolver,
    defaultValues: { email: '', username: '', password: '' },
  });

  return (
    <Form className={styles.form} onSubmit={handleSubmit(onSubmit, onInvalid)} validationBehavior="aria">
      <FormTextField
        control={control}
        name="email"
        isRequired
        type="email"
        label="register.email"
        placeholder="register.emailPlaceholder"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="username"
        isRequired
        label="register.username"
        placeholder="register.usernamePlaceholder"
        autoComplete="username"
      />
      <FormTextField
        control={control}
        name="password"
        isRequired
        label="register.password"
        placeholder="register.passwordPlaceholder"
        autoComplete="new-password"
        secret
      />
      <Button type="submit" block isDisabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'login.pleaseWait' : 'register.submit' })}
      </Button>
    </Form>
  );
}
