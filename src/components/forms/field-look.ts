import type { MessageId } from '../../i18n/messages';

/** How a form field looks: a text input (default) or a checkbox. The same description draws it before and after the form's code loads. */
export type FieldLook =
  | {
      kind?: 'text';
      name: string;
      label: MessageId;
      placeholder?: MessageId;
      type?: 'text' | 'email' | 'tel';
      inputMode?: 'text' | 'email' | 'numeric' | 'tel';
      autoComplete?: string;
      /** A password with a show/hide toggle. */
      secret?: boolean;
    }
  | { kind: 'checkbox'; name: string; label: MessageId };

