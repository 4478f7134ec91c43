import styles from './field.module.css';

/** A field's description or error message under it, with the `id` its input's `aria-describedby` names; nothing without text. */
export function FieldNote({ id, text, tone }: { id: string; text: string | undefined; tone: 'description' | 'error' }) {
  return text ? (
    <span id={id} className={styles[tone]}>
      {text}
    </span>
  ) : null;
}
