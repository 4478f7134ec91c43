import type { CalendarEventInput } from '../generated/graphql';
import { restPaths } from '../rest-paths';
import { rest, restList } from '../rest';

/** A calendar event as REST sends it (§3 Calendar; docs/rest-contract.md). */
export interface RestCalendarEvent {
  id: string | number;
  title: string;
  start: string;
  end?: string | null;
  allDay?: boolean;
  category?: string | null;
  createdBy?: number | null;
  version: number;
}

function toCalendarEvent(event: RestCalendarEvent) {
  return { ...event, end: event.end ?? null, allDay: event.allDay ?? false, category: event.category ?? null, createdBy: event.createdBy ?? null };
}

/** Resolvers of GET/POST/PUT/DELETE /app/calendar (§7). DELETE carries the id as a query parameter, not in the path. */
export const calendarResolvers = {
  Query: {
    calendarEvents: async () => (await restList<RestCalendarEvent>(restPaths.calendar)).map(toCalendarEvent),
  },
  Mutation: {
    addCalendarEvent: async ({ event: { id: _id, ...event } }: { event: CalendarEventInput }) =>
      toCalendarEvent(await rest<RestCalendarEvent>(restPaths.calendar, { method: 'POST', body: event })),
    updateCalendarEvent: async ({ event, version }: { event: CalendarEventInput; version: number }) =>
      toCalendarEvent(await rest<RestCalendarEvent>(restPaths.calendar, { method: 'PUT', body: { ...event, version } })),
    deleteCalendarEvent: async ({ id, version }: { id: string; version: number }) => {
      await rest<unknown>(restPaths.calendar, { method: 'DELETE', query: { id, version } });
      return id;
    },
  },
};
