import { parseDate } from '@internationalized/date';
import type { Ref } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  useLocale,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isIsoDate, type IsoDate } from '../../domain/training';
import fieldStyles from './field.module.css';
import calendarStyles from './calendar.module.css';
import styles from './date-field.module.css';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or `''` for none. */
  value: IsoDate;
  /** Called with `YYYY-MM-DD`, or `''` when the date is cleared or incomplete. */
  onChange: (value: IsoDate) => void;
  minValue?: IsoDate;
  maxValue?: IsoDate;
  errorMessage?: string;
  isRequired?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLDivElement>;
}

/** The calendar date of `YYYY-MM-DD`, or undefined for none or anything else (a bound must never throw in render). */
const calendarDateOf = (value: IsoDate | undefined) => (value && isIsoDate(value) ? parseDate(value) : undefined);

/**
 * A react-aria DatePicker: typed date segments in the active language's order
 * plus a calendar popover. Works in ISO strings so forms and schemas never
 * see a date object.
 */
export function DateField({ label, value, onChange, minValue, maxValue, errorMessage, isRequired, name, onBlur, inputRef }: DateFieldProps) {
  const intl = useIntl();
  // Segments follow the date format's own direction, so "3/15/2026" does not flip on an RTL page in an LTR language.
  const { direction } = useLocale();
  return (
    <DatePicker
      className={fieldStyles.field}
      value={calendarDateOf(value) ?? null}
      onChange={(date) => onChange(date ? date.toString() : '')}
      minValue={calendarDateOf(minValue)}
      maxValue={calendarDateOf(maxValue)}
      isInvalid={!!errorMessage}
      isRequired={isRequired}
      validationBehavior="aria"
      name={name}
      onBlur={onBlur}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group ref={inputRef} className={`${fieldStyles.input} ${styles.group}`}>
        <DateInput className={styles.input} dir={direction}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.button} aria-label={intl.formatMessage({ id: 'date.openCalendar' })}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </Button>
      </Group>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar className={calendarStyles.calendar}>
            {/* A div: a header inside the calendar's application role would be a nested banner landmark. */}
            <div className={calendarStyles.header}>
              <Button slot="previous" className={calendarStyles.nav}>
                ‹
              </Button>
              <Heading className={calendarStyles.heading} />
              <Button slot="next" className={calendarStyles.nav}>
                ›
              </Button>
            </div>
            <CalendarGrid className={calendarStyles.grid}>{(date) => <CalendarCell date={date} className={calendarStyles.cell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
