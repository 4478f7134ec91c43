import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { object } from 'yup';
import { savedViewSchema, VIEW_NAME_MAX, type SavedViewRule } from '../../domain/saved-view.schema';
import type { MessageId } from '../../i18n/messages';
import { FormActions, FormCheckboxField } from '../../components/ui/form-fields';
import { FormTextField } from '../../components/forms/form-text-field';
import styles from '../../components/training/training-forms.module.css';

/** What the form holds: the view's name and, for an admin, whether everyone gets it. */
export interface SaveViewValues {
  name: string;
  shared: boolean;
}

const messages: Record<SavedViewRule, MessageId> = {
  nameRequired: 'views.nameRequired',
  nameTooLong: 'views.nameTooLong',
};

/** The backend's own rule of a view's name (src/domain/saved-view.schema.ts), with i18n ids as messages. */
const saveViewFormSchema = object({ name: savedViewSchema(messages).fields.name, shared: savedViewSchema(messages).fields.shared });

export interface SaveViewFormProps {
  /** The name and sharing to start from (the view shown, when it is the user's). */
  defaultName?: string;
  defaultShared?: boolean;
  /** Offers 'Share with everyone' (admins). */
  canShare: boolean;
  onSubmit: (values: SaveViewValues) => void;
  onCancel?: () => void;
  isSubmitting?: boolean;
  /** Why the last save failed (the server's reason); the input stays. */
  submitError?: string | null;
}

/**
 * 'Save view' (§20): a name, 1–60 characters (saving under a name the user gave this list
 * already replaces that view), and for an admin 'Share with everyone'.
 */
export function SaveViewForm({ defaultName = '', defaultShared = false, canShare, onSubmit, onCancel, isSubmitting = false, submitError }: SaveViewFormProps) {
  const resolver = useMemo(() => yupResolver(saveViewFormSchema) as unknown as Resolver<SaveViewValues>, []);
  const form = useForm<SaveViewValues>({ resolver, defaultValues: { name: defaultName, shared: canShare && defaultShared } });
  return (
    <Form className={styles.form} validationBehavior="aria" onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField control={form.control} name="name" label="views.name" maxLength={VIEW_NAME_MAX} autoComplete="off" isRequired />
      {canShare ? <FormCheckboxField control={form.control} name="shared" label="views.shared" /> : null}
      <FormActions submitLabel="views.save" onCancel={onCancel} isSubmitting={isSubmitting} submitError={submitError} />
    </Form>
  );
}
