import { request } from './client';
import {
  AddCalendarEventDocument,
  CalendarEventsDocument,
  DeleteCalendarEventDocument,
  UpdateCalendarEventDocument,
  type CalendarEventFieldsFragment,
  type CalendarEventInput,
} from './generated/graphql';

/** A calendar event (§3): `start`/`end` ISO 8601, `end` null for an open event. */
export type CalendarEvent = CalendarEventFieldsFragment;
export type { CalendarEventInput };

/**
 * Calendar calls of §7 (GET/POST/PUT/DELETE /app/calendar). Every call
 * @throws ApiError with the §8 message (already shown to the user: `handled`).
 */
export const calendarApi = {
  list: async (): Promise<CalendarEvent[]> => (await request(CalendarEventsDocument)).calendarEvents,
  /** Adds an event; the server assigns the id. @returns the stored event. */
  add: async (event: CalendarEventInput): Promise<CalendarEvent> => (await request(AddCalendarEventDocument, { event })).addCalendarEvent,
  /** Replaces the event with the same id, made from its `version`. @returns the stored event. @throws ConflictError when it changed meanwhile. */
  update: async ({ id, title, start, end, allDay, category, version }: CalendarEvent): Promise<CalendarEvent> =>
    (await request(UpdateCalendarEventDocument, { event: { id, title, start, end, allDay, category }, version })).updateCalendarEvent,
  /** Deletes the event, as of its `version`. @returns its id. */
  remove: async (id: string, event?: CalendarEvent): Promise<string> =>
    (await request(DeleteCalendarEventDocument, { id, version: event?.version ?? 0 })).deleteCalendarEvent,
};
