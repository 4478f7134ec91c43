import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { changePasswordSchema } from './change-password-form.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../components/forms/form-text-field';
import { Button } from '../../components/ui/button';
import { modalStyles } from '../../components/ui/modal-dialog';

/** The three fields of the form (§3 password change payload without the username). */
interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  cPassword: string;
}

export interface ChangePasswordFormProps {
  /** While true the submit button reads 'Please wait' (and `ChangePasswordDialog` cannot be closed). */
  isSubmitting: boolean;
  /** The server's refusal of the last try when it concerns one field (§8): shown on that field, as text. */
  serverError?: { field: keyof ChangePasswordValues; message: string } | null;
  onSubmit: (values: ChangePasswordValues) => void;
  /** Called when a submit fails validation (the machine toasts §5's message). */
  onInvalid: () => void;
  onClose: () => void;
}

const resolver = yupResolver(changePasswordSchema) as unknown as Resolver<ChangePasswordValues>;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', cPassword: '' };

/**
 * §5 Change Password form, the body of the shell's `FormDialog` (`ChangePasswordDialog`): old, new and
 * confirmation passwords, each with a show/hide toggle; rules of §5 with a message next to each field.
 * It lives only while the modal is open, so closing resets it (§8 success).
 */
export function ChangePasswordForm({ isSubmitting, serverError, onSubmit, onInvalid, onClose }: ChangePasswordFormProps) {
  const intl = useIntl();
  const { control, handleSubmit, setError, setFocus } = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });
  // A server refusal about one field shows on it (as text, type 'server') and takes the focus there;
  // the field's next edit validates it again and clears it.
  useEffect(() => {
    if (!serverError) return;
    setError(serverError.field, { type: 'server', message: serverError.message });
    setFocus(serverError.field);
  }, [serverError, setError, setFocus]);
  return (
    <Form onSubmit={handleSubmit(onSubmit, onInvalid)} validationBehavior="aria" className={modalStyles.form}>
      <FormTextField
        control={control}
        name="oldPassword"
        isRequired
        label="changePassword.oldPassword"
        placeholder="changePassword.oldPasswordPlaceholder"
        autoComplete="current-password"
        secret
        autoFocus
      />
      <FormTextField
        control={control}
        name="newPassword"
        isRequired
        label="changePassword.newPassword"
        placeholder="changePassword.newPasswordPlaceholder"
        description={intl.formatMessage({ id: 'changePassword.newPasswordHint' })}
        autoComplete="new-password"
        secret
      />
      <FormTextField
        control={control}
        name="cPassword"
        isRequired
        label="changePassword.cPassword"
        placeholder="changePassword.cPasswordPlaceholder"
        autoComplete="new-password"
        secret
      />
      <div className={modalStyles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
          {intl.formatMessage({ id: 'changePassword.cancel' })}
        </Button>
        <Button type="submit" isDisabled={isSubmitting}>
          {intl.formatMessage({ id: isSubmitting ? 'changePassword.pleaseWait' : 'changePassword.submit' })}
        </Button>
      </div>
    </Form>
  );
}
