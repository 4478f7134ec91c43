import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { onDemand } from '../../loading';
import type { FieldMessages, FormBinding } from './bind-form';

const bindFormCode = onDemand(() => import('./bind-form').then((module) => module.bindForm));

export interface FormOnReachOptions<Values extends FieldValues> {
  /** The form's rules (a stable object: the form is bound again when it changes). */
  resolver: Resolver<Values>;
  onValid: (values: Values) => void;
  onInvalid?: () => void;
}

/**
 * Binds react-hook-form to a form when the visitor first reaches for it — a
 * pointer over it, focus in it, or a submit — instead of loading it with the
 * page (the byte budgets). The form draws its inputs uncontrolled and named from the
 * start; binding reads them where they are, so what was typed, focus and a
 * press in progress are untouched. A submit made before the code is in is
 * made once it is.
 *
 * @returns `formRef` and `onSubmit` for the `<form>`, `reachProps` for an
 * element around it (draws no box), and `messages`: each invalid field's
 * message id, shown under the field.
 */
export function useFormOnReach<Values extends FieldValues>({ resolver, onValid, onInvalid }: FormOnReachOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [bindForm, setBindForm] = useState(() => bindFormCode.loaded);
  const [messages, setMessages] = useState<FieldMessages>({});
  const binding = useRef<FormBinding | null>(null);
  const submitWhenBound = useRef(false);
  const callbacks = useRef({ onValid, onInvalid });
  useEffect(() => {
    callbacks.current = { onValid, onInvalid };
  });

  const reach = useCallback(() => {
    // A failed import is forgotten by `onDemand`; the next reach tries again.
    if (!bindFormCode.loaded)
      bindFormCode.load().then(
        (loaded) => setBindForm(() => loaded),
        () => {},
      );
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!bindForm || !form) return;
    const bound = bindForm(form, {
      resolver,
      onValid: (values) => callbacks.current.onValid(values),
      onInvalid: () => callbacks.current.onInvalid?.(),
      onMessages: setMessages,
    });
    binding.current = bound;
    if (submitWhenBound.current) {
      submitWhenBound.current = false;
      void bound.submit();
    }
    return () => {
      bound.unbind();
      binding.current = null;
    };
  }, [bindForm, resolver]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (binding.current) {
      void binding.current.submit();
    } else {
      submitWhenBound.current = true;
      reach();
    }
  };

  const reachProps = { className: 'contents', onPointerOver: reach, onFocus: reach, onTouchStart: reach } as const;

  return { formRef, onSubmit, reachProps, messages };
}
