import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { bindForm, type FieldMessages, type FormBinding } from './bind-form';

export interface BoundFormOptions<Values extends FieldValues> {
  /** The form's rules (a stable object: the form is bound again when it changes). */
  resolver: Resolver<Values>;
  onValid: (values: Values) => void;
  onInvalid?: () => void;
}

/**
 * Binds react-hook-form and the form's rules to a form of native, named, uncontrolled inputs
 * (§5), once the form is in the page. The inputs are drawn by the server's HTML and kept through
 * hydration, so what a visitor typed before the scripts ran is read where it is. Everything the
 * form needs to check its values comes with it: a submit never waits on a download.
 *
 * @returns `formRef` and `onSubmit` for the `<form>`, and `messages`: each invalid field's
 * message id, shown under the field.
 */
export function useBoundForm<Values extends FieldValues>({ resolver, onValid, onInvalid }: BoundFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [messages, setMessages] = useState<FieldMessages>({});
  const binding = useRef<FormBinding | null>(null);
  const callbacks = useRef({ onValid, onInvalid });
  useEffect(() => {
    callbacks.current = { onValid, onInvalid };
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const bound = bindForm(form, {
      resolver,
      onValid: (values) => callbacks.current.onValid(values),
      onInvalid: () => callbacks.current.onInvalid?.(),
      onMessages: setMessages,
    });
    binding.current = bound;
    return () => {
      bound.unbind();
      binding.current = null;
    };
  }, [resolver]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void binding.current?.submit();
  };

  return { formRef, onSubmit, messages };
}
