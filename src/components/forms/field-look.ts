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

/** The named validation rules of the template forms (§5); their yup schemas live in `template-rules.ts`. */
export type RuleName =
  | 'emailOrUsername'
  | 'email'
  | 'emailId'
  | 'emailRequired'
  | 'phone'
  | 'username'
  | 'password'
  | 'passwordRequired'
  | 'confirmPasswordRequired'
  | 'rememberMe'
  | 'optional';

/** One field of a template form: a text input (default) or a checkbox, with its §5 rule. */
export type TemplateField = FieldLook & { rule: RuleName };
