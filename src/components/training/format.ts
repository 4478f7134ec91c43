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
