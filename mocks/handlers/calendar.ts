import { http } from 'msw';
import type { CalendarEvent } from '../../src/api/calendar';
import { CALENDAR_PATH } from '../../src/api/reference-paths';
import { apiPath } from '../api-path';
import { db, saveDb } from '../db';
import { ok, refused } from './respond';
import { signedIn } from './signed-in';

type EventBody = Partial<CalendarEvent>;

function isComplete(body: EventBody): body is EventBody & Pick<CalendarEvent, 'title' | 'start'> {
  return typeof body.title === 'string' && body.title.trim() !== '' && typeof body.start === 'string' && body.start !== '';
}

function toEvent(id: string, body: EventBody & Pick<CalendarEvent, 'title' | 'start'>): CalendarEvent {
  return { id, title: body.title.trim(), start: body.start, end: body.end ?? null, allDay: body.allDay ?? false, category: body.category ?? null };
}

const path = apiPath(CALENDAR_PATH);
const incomplete = () => refused('An event needs a title and a start.', 400);
const notFound = (id: unknown) => refused(`No event with id ${String(id)}.`, 404);

/** GET/POST/PUT/DELETE /app/calendar (§7); DELETE names the event with `?id=`. */
export const calendarHandlers = [
  http.get(path, signedIn(() => ok(db.calendar))),

  http.post(
    path,
    signedIn(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as EventBody;
      if (!isComplete(body)) return incomplete();
      const id = String(Math.max(0, ...db.calendar.map((event) => Number(event.id) || 0)) + 1);
      const event = toEvent(id, body);
      db.calendar.push(event);
      saveDb();
      return ok(event, 'Event added');
    }),
  ),

  http.put(
    path,
    signedIn(async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as EventBody;
      if (!isComplete(body)) return incomplete();
      const index = db.calendar.findIndex((event) => event.id === String(body.id));
      if (index < 0) return notFound(body.id);
      const event = toEvent(db.calendar[index]!.id, body);
      db.calendar[index] = event;
      saveDb();
      return ok(event, 'Event updated');
    }),
  ),

  http.delete(
    path,
    signedIn(({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      if (!id) return refused('Which event? Send its id as ?id=.', 400);
      const index = db.calendar.findIndex((event) => event.id === id);
      if (index < 0) return notFound(id);
      db.calendar.splice(index, 1);
      saveDb();
      return ok({ id }, 'Event deleted');
    }),
  ),
];
