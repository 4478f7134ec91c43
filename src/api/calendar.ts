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
  /** Replaces the event with the same id. @returns the stored event. */
  update: async (event: CalendarEventInput): Promise<CalendarEvent> => (await request(UpdateCalendarEventDocument, { event })).updateCalendarEvent,
  /** Deletes the event. @returns its id. */
  remove: async (id: string): Promise<string> => (await request(DeleteCalendarEventDocument, { id })).deleteCalendarEvent,
};
