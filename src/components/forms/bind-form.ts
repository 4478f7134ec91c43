import { createFormControl, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { MessageId } from '../../i18n/messages';

/** Each invalid field's message id, by field name. */
export type FieldMessages = Partial<Record<string, MessageId>>;

export interface BindFormOptions<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** Called with the resolver's (cleaned) values after a valid submit. */
  onValid: (values: Values) => void;
  /** Called after a submit that failed validation (focus is then on the first invalid field). */
  onInvalid: () => void;
  /** Called whenever the messages change: on submit, then on every edit. */
  onMessages: (messages: FieldMessages) => void;
}

/** A form bound to react-hook-form: `submit` validates and reports, `unbind` lets go of the inputs. */
export interface FormBinding {
  submit: () => Promise<void>;
  unbind: () => void;
}

function messagesOf(errors: FieldErrors): FieldMessages {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message as MessageId | undefined]));
}

/**
 * Binds react-hook-form to a form's inputs as they are in the page (uncontrolled
 * and named), so the form can draw before this code loads and nothing is
 * redrawn or refocused when it arrives after the first paint. Values are read from the
 * inputs; validation runs on submit, then again on every edit (§5). Inputs that
 * appear later (a field whose control loads on its own) are taken in on their
 * first event or at the submit.
 * @param form the `<form>`; its named text inputs and checkboxes are registered.
 */
export function bindForm<Values extends FieldValues>(form: HTMLFormElement, options: BindFormOptions<Values>): FormBinding {
  const control = createFormControl<Values>({ resolver: options.resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const taken = new WeakSet<HTMLInputElement>();
  const handlers = new Map<string, ReturnType<typeof control.register>>();
  const takeNewInputs = () => {
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'))) {
      if (taken.has(input)) continue;
      taken.add(input);
      const registration = control.register(input.name as Path<Values>);
      registration.ref(input);
      handlers.set(input.name, registration);
    }
  };
  // One listener on the form sees every field's edits, whenever its input arrived.
  const onEvent = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.name) return;
    takeNewInputs();
    const registration = handlers.get(input.name);
    if (event.type === 'focusout') void registration?.onBlur(event);
    // A checkbox reports a change; a text input, each input.
    else if ((input.type === 'checkbox') === (event.type === 'change')) void registration?.onChange(event);
  };
  const events = ['input', 'change', 'focusout'] as const;
  events.forEach((type) => form.addEventListener(type, onEvent));
  takeNewInputs();
  const unsubscribe = control.subscribe({ formState: { errors: true }, callback: ({ errors }) => options.onMessages(messagesOf(errors ?? {})) });
  return {
    submit: () => {
      takeNewInputs();
      return control.handleSubmit((values) => options.onValid(values as Values), options.onInvalid)();
    },
    unbind: () => {
      events.forEach((type) => form.removeEventListener(type, onEvent));
      unsubscribe();
    },
  };
}
