import type { FormEvent, Ref } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FieldLook, RenderField } from '../forms/field-look';
import { PreviewField } from '../forms/preview-field';
import { useFormOnReach } from '../forms/use-form-on-reach';
import { onDemand } from '../on-demand';
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

/** §2 Login screen fields: username or email, password with show/hide. */
export const loginFields: readonly FieldLook[] = [
  { name: 'email', label: 'login.email', placeholder: 'login.emailPlaceholder', autoComplete: 'username' },
  { name: 'password', label: 'login.password', placeholder: 'login.passwordPlaceholder', autoComplete: 'current-password', secret: true },
];

/** The login form's markup, shared by its preview and its react-hook-form body. */
export function LoginFormView({
  isSubmitting,
  renderField,
  onSubmit,
  formRef,
}: {
  isSubmitting: boolean;
  renderField: RenderField;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const intl = useIntl();
  return (
    <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      {loginFields.map((field) => renderField(field, {}))}
      <Button type="submit" block isDisabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'login.pleaseWait' : 'login.signIn' })}
      </Button>
    </Form>
  );
}

/** The react-hook-form body, loaded on first use. */
export const loginFormBody = onDemand(() => import('./login-form-body').then((module) => module.LoginFormBody));

/**
 * §2 Login screen form: username or email, password with show/hide, Sign In.
 * Keeps what was typed on failure. react-hook-form and the §5 rules load when
 * the visitor first reaches for the form (`useFormOnReach`), not with the page.
 */
export function LoginForm(props: LoginFormProps) {
  const { loaded, previewRef, onPreviewSubmit, reachProps } = useFormOnReach(loginFormBody);
  const previewField: RenderField = (field) => (
    <PreviewField key={field.name} field={field} defaultValue={props.defaultValues?.[field.name as keyof LoginValues]} />
  );
  return (
    <div {...reachProps}>
      {loaded ? (
        <loaded.Body {...props} initialValues={loaded.initialValues} />
      ) : (
        <LoginFormView isSubmitting={props.isSubmitting} renderField={previewField} onSubmit={onPreviewSubmit} formRef={previewRef} />
      )}
    </div>
  );
}
