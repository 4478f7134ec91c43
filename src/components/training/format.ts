import { parseDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';

/**
 * @returns a formatter of ISO dates in the active language (e.g. "15 Mar 2026").
 * The date is read as a calendar day, never shifted by the browser's time zone.
 */
export function useFormatDate(): (date: IsoDate, style?: 'medium' | 'long' | 'full') => string {
  const intl = useIntl();
  return (date, style = 'medium') => intl.formatDate(parseDate(date).toDate('UTC'), { dateStyle: style, timeZone: 'UTC' });
}
