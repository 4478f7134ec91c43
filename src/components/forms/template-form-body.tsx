import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert } from '../ui/alert';
import { BoundField } from './bound-field';
import type { RenderField } from './field-look';
import { lazyYupResolver } from './lazy-yup-resolver';
import { TemplateFormView, type TemplateFormProps, type TemplateValues } from './template-form';
import type { TypedValues } from './use-form-on-reach';

/** `TemplateForm` once its code has loaded: react-hook-form with the fields' rules, starting from what was typed. */
export function TemplateFormBody({ fields, successMessage, onValidSubmit, initialValues, ...view }: TemplateFormProps & { initialValues: TypedValues }) {
  const intl = useIntl();
  const [submitted, setSubmitted] = useState(false);
  const resolver = useMemo(
    () => lazyYupResolver<TemplateValues>(() => import('./template-rules').then((module) => module.schemaFor(fields))),
    [fields],
  );
  const [defaultValues] = useState(() => ({
    ...Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : ''])),
    ...initialValues,
  }));
  const { control, handleSubmit } = useForm<TemplateValues>({ resolver, defaultValues });
  const renderField: RenderField = (field, options) => <BoundField key={field.name} field={field} control={control} {...options} />;

  const onValid = (values: TemplateValues) => {
    setSubmitted(true);
    onValidSubmit?.(values);
  };

  return (
    <TemplateFormView
      {...view}
      fields={fields}
      renderField={renderField}
      onSubmit={handleSubmit(onValid, () => setSubmitted(false))}
      status={submitted && successMessage ? <Alert tone="success">{intl.formatMessage({ id: successMessage })}</Alert> : null}
    />
  );
}
