import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { relativeAge } from '../machines/notifications.machine';

/** The current time in ms, refreshed every `intervalMs`, so relative labels stay true. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** §4 relative-time label of a notification, localized with its number ('just now', '5 minutes ago'). */
export function useTimeLabel(): (createdOn: string, nowMs: number) => string {
  const intl = useIntl();
  return (createdOn, nowMs) => {
    const { unit, count } = relativeAge(createdOn, nowMs);
    return intl.formatMessage({ id: `notifications.age.${unit}` }, { count });
  };
}
