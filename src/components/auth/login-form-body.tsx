import { useForm } from 'react-hook-form';
import { BoundField } from '../forms/bound-field';
import type { RenderField } from '../forms/field-look';
import { lazyYupResolver } from '../forms/lazy-yup-resolver';
import type { TypedValues } from '../forms/use-form-on-reach';
import { LoginFormView, type LoginFormProps, type LoginValues } from './login-form';

const resolver = lazyYupResolver<LoginValues>(() => import('./login.schema').then((module) => module.loginSchema));

/** `LoginForm` once its code has loaded: react-hook-form with the §5 rules, starting from what was typed. */
export function LoginFormBody({ onSubmit, onInvalid, isSubmitting, defaultValues, initialValues }: LoginFormProps & { initialValues: TypedValues }) {
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '', ...defaultValues, ...(initialValues as Partial<LoginValues>) },
  });
  const renderField: RenderField = (field) => <BoundField key={field.name} field={field} control={control} />;
  return <LoginFormView isSubmitting={isSubmitting} renderField={renderField} onSubmit={handleSubmit(onSubmit, onInvalid)} />;
}
