import { http } from 'msw';
import type { CalendarEvent } from '../../src/api/calendar';
import { restPaths } from '../../src/api/rest-paths';
import { canChangeEvent, canWrite } from '../../src/domain/access';
import { apiPath } from '../api-path';
import { db, saveDb } from '../db';
import { ok, refused } from './respond';
import { forbidden, signedIn } from './signed-in';
import { readBody, staleWrite, textOrNull } from './write-helpers';

type EventBody = Record<string, unknown>;

function isComplete(body: EventBody): body is EventBody & { title: string; start: string } {
  return typeof body.title === 'string' && body.title.trim() !== '' && typeof body.start === 'string' && body.start !== '';
}

/** The event a body describes, with what the server keeps itself: its id, who added it and its version. */
function toEvent(body: EventBody & { title: string; start: string }, kept: Pick<CalendarEvent, 'id' | 'createdBy' | 'version'>): CalendarEvent {
  return { ...kept, title: body.title.trim(), start: body.start, end: textOrNull(body.end), allDay: body.allDay === true, category: textOrNull(body.category) };
}

const path = apiPath(restPaths.calendar);
const incomplete = () => refused('An event needs a title and a start.', 400);
const notFound = (id: unknown) => refused(`No event with id ${String(id)}.`, 404);
const CHANGED = 'This event was changed by someone else.';

/**
 * GET/POST/PUT/DELETE /app/calendar (§7); DELETE names the event with `?id=` (and `&version=`).
 * Everyone signed in reads; admins and managers add; an event belongs to who added it: only they,
 * or an admin, change or delete it (403 otherwise). A change names the version it was made from.
 */
export const calendarHandlers = [
  http.get(
    path,
    signedIn(() => ok(db.calendar)),
  ),

  http.post(
    path,
    signedIn(async ({ request }, { user, access }) => {
      if (!canWrite(access)) return forbidden();
      const body = await readBody(request);
      if (!isComplete(body)) return incomplete();
      const id = String(Math.max(0, ...db.calendar.map((event) => Number(event.id) || 0)) + 1);
      const event = toEvent(body, { id, createdBy: user.user_id, version: 1 });
      db.calendar.push(event);
      saveDb();
      return ok(event, 'Event added');
    }),
  ),

  http.put(
    path,
    signedIn(async ({ request }, { user, access }) => {
      const body = await readBody(request);
      const index = db.calendar.findIndex((event) => event.id === String(body.id));
      if (index < 0) return notFound(body.id);
      const stored = db.calendar[index]!;
      if (!canChangeEvent(access, user.user_id, stored)) return forbidden();
      const stale = staleWrite(stored, body.version, CHANGED);
      if (stale) return stale;
      if (!isComplete(body)) return incomplete();
      const event = toEvent(body, { id: stored.id, createdBy: stored.createdBy, version: stored.version + 1 });
      db.calendar[index] = event;
      saveDb();
      return ok(event, 'Event updated');
    }),
  ),

  http.delete(
    path,
    signedIn(({ request }, { user, access }) => {
      const query = new URL(request.url).searchParams;
      const id = query.get('id');
      if (!id) return refused('Which event? Send its id as ?id=.', 400);
      const index = db.calendar.findIndex((event) => event.id === id);
      if (index < 0) return notFound(id);
      const stored = db.calendar[index]!;
      if (!canChangeEvent(access, user.user_id, stored)) return forbidden();
      const stale = staleWrite(stored, query.get('version'), CHANGED);
      if (stale) return stale;
      db.calendar.splice(index, 1);
      saveDb();
      return ok({ id }, 'Event deleted');
    }),
  ),
];
