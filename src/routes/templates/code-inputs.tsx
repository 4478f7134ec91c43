import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Input } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styles from './template-pages.module.css';

export interface CodeInputsProps {
  /** One entry per digit ('' when empty); its length is the code length (§9: 4). */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Marks the empty inputs invalid and points them at the error text. */
  invalid?: boolean;
  errorId?: string;
  /** The id of the text that names the whole code. */
  labelledBy?: string;
  /** Lets the form move focus to a digit, e.g. the first empty one after an invalid Confirm. */
  ref?: Ref<CodeInputsHandle>;
}

export interface CodeInputsHandle {
  focus: (index: number) => void;
}

/**
 * §2/§9 two-step code: single-digit inputs labelled Digit 1 … Digit N. Typing a
 * digit moves to the next input, Backspace on an empty one goes back, and a
 * pasted code fills the inputs from the focused one on.
 */
export function CodeInputs({ value, onChange, invalid = false, errorId, labelledBy, ref }: CodeInputsProps) {
  const intl = useIntl();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(index, value.length - 1))]?.focus();
  useImperativeHandle(ref, () => ({ focus }));

  const fill = (from: number, digits: string) => {
    const next = [...value];
    [...digits].slice(0, value.length - from).forEach((digit, offset) => (next[from + offset] = digit));
    onChange(next);
    focus(from + digits.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) fill(index, digits);
  };

  return (
    // Codes read left to right in every language.
    <div className={styles.code} dir="ltr" role="group" aria-labelledby={labelledBy}>
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.digit}
          aria-label={intl.formatMessage({ id: 'template.twoStep.digit' }, { n: index + 1 })}
          aria-invalid={invalid && !digit ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          aria-required
          value={digit}
          maxLength={1}
          inputMode="numeric"
          pattern="[0-9]"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const typed = event.currentTarget.value.replace(/\D/g, '');
            if (typed || !event.currentTarget.value) {
              const next = [...value];
              next[index] = typed.slice(-1);
              onChange(next);
              if (typed) focus(index + 1);
            }
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </div>
  );
}
