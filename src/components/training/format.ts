import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';

/**
 * @returns a formatter of ISO dates in the active language (e.g. "15 Mar 2026").
 * The date is read as a calendar day at UTC midnight and formatted in UTC, so
 * the browser's time zone never shifts it to the day before (and no date
 * library loads on pages that only show dates).
 */
export function useFormatDate(): (date: IsoDate, style?: 'medium' | 'long' | 'full') => string {
  const intl = useIntl();
  // One function per language, so columns built from it can be memoized.
  return useCallback(
    (date: IsoDate, style: 'medium' | 'long' | 'full' = 'medium') => {
      const [year, month, day] = date.split('-').map(Number);
      return intl.formatDate(Date.UTC(year!, month! - 1, day!), { dateStyle: style, timeZone: 'UTC' });
    },
    [intl],
  );
}

/**
 * @returns a formatter of calendar months (`YYYY-MM`) in the active language: "Jan 2027" (`short`),
 * "January 2027" (`long`) or "Jan" (`name`), read in UTC as {@link useFormatDate}.
 */
export function useFormatMonth(): (month: string, style?: 'short' | 'long' | 'name') => string {
  const intl = useIntl();
  return useCallback(
    (month: string, style: 'short' | 'long' | 'name' = 'short') => {
      const [year, number] = month.split('-').map(Number);
      const at = Date.UTC(year!, number! - 1, 1);
      return style === 'name'
        ? intl.formatDate(at, { month: 'short', timeZone: 'UTC' })
        : intl.formatDate(at, { month: style, year: 'numeric', timeZone: 'UTC' });
    },
    [intl],
  );
}
