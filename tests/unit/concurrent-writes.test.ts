import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarApi } from '../../src/api/calendar';
import { ConflictError } from '../../src/api/errors';
import { setHttpFaultHandlers } from '../../src/api/rest-session';
import { signInWithToken } from '../session';
import { employeesApi } from '../../src/api/employees';
import { recordsApi } from '../../src/api/records';
import { trainingsApi } from '../../src/api/trainings';
import { localToday } from '../../src/domain/training';
import { DEMO_MANAGER, DEMO_USER, DEMO_VIEWER, seedUsers } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { installMemoryStorage } from '../storage';
import { failure, restCall } from '../api-calls';

const faults = { notify: vi.fn(), signOut: vi.fn() };

/** A REST call straight to the handlers, past the gateway, as `user`. */

beforeAll(() => installMemoryStorage());
beforeEach(async () => {
  faults.notify.mockClear();
  setHttpFaultHandlers(faults);
  signInWithToken(await issueToken(DEMO_USER));
});

describe('optimistic concurrency: no edit is silently lost', () => {
  it('two saves of one employee made from the same version: one wins, the other is a conflict with the record as it is now, and is not told', async () => {
    const { employee } = (await employeesApi.detail('emp-33')).employee;
    const { id, version, ...values } = employee;
    const changes = [{ firstName: 'Renamed' }, { email: 'moved.away@trendmfg.example' }];
    // Sent at once: which the server takes first is not for the client to know, only that one of them loses.
    const outcomes = await Promise.allSettled(changes.map((change) => employeesApi.update(id, { ...values, ...change }, version)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const won = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    expect(outcomes[won]).toMatchObject({ value: { ...changes[won], version: version + 1 } });
    const conflict = (outcomes[1 - won] as PromiseRejectedResult).reason;
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 409, message: 'This employee was changed by someone else.', handled: false });
    expect(faults.notify).not.toHaveBeenCalled();
    // The winner's change survives; the loser's was not written over it.
    expect((await employeesApi.detail(id)).employee.employee).toMatchObject({ ...values, ...changes[won], version: version + 1 });
  });

  it('the 409 carries the record as it is now; a change naming no version is refused (428)', async () => {
    const { employee } = (await employeesApi.detail('emp-34')).employee;
    const { id, version, ...values } = employee;
    await employeesApi.update(id, { ...values, lastName: 'First' }, version);
    const stale = await restCall(`/training/employees/${id}`, { method: 'PUT', body: JSON.stringify({ ...values, lastName: 'Second', version }) });
    expect(stale).toEqual({
      status: 409,
      body: { success: false, message: 'This employee was changed by someone else.', data: { ...values, id, lastName: 'First', version: version + 1 } },
    });
    const blind = await restCall(`/training/employees/${id}`, { method: 'PUT', body: JSON.stringify({ ...values, lastName: 'Third' }) });
    expect(blind).toMatchObject({ status: 428, body: { success: false, message: 'A change must name the version of the record it was made from.' } });
  });

  it('trainings and training records are versioned the same way', async () => {
    const { training } = await trainingsApi.item('trn-3');
    const { id, version, ...values } = training;
    await trainingsApi.update(id, { ...values, durationHours: 9 }, version);
    expect(await failure(trainingsApi.update(id, { ...values, durationHours: 10 }, version))).toMatchObject({
      status: 409,
      message: 'This training was changed by someone else.',
    });

    const scheduled = (await recordsApi.list({ whereClause: 'status=scheduled&active=true' })).items[0]!;
    await recordsApi.recordCompletion(scheduled.record.id, { completionDate: localToday(), score: 70 }, scheduled.record.version);
    const second = await failure(recordsApi.recordCompletion(scheduled.record.id, { completionDate: localToday(), score: 95 }, scheduled.record.version));
    expect(second).toBeInstanceOf(ConflictError);
    expect(second.message).toBe('This training record was changed by someone else.');
  });
});

describe('calendar events belong to who added them', () => {
  const event = { title: 'Toolbox talk', start: '2026-12-01T09:00:00Z', end: null, allDay: false, category: 'briefing' };
  const noRole = seedUsers.find((user) => user.user_type === 'staff')!;

  it('a viewer and a user without a role read, and may not add, change or delete (403)', async () => {
    const [first] = await calendarApi.list();
    for (const user of [DEMO_VIEWER, noRole]) {
      expect((await restCall('/app/calendar', { method: 'GET' }, user)).status).toBe(200);
      expect((await restCall('/app/calendar', { method: 'POST', body: JSON.stringify(event) }, user)).status).toBe(403);
      expect((await restCall('/app/calendar', { method: 'PUT', body: JSON.stringify({ ...first, title: 'Mine now' }) }, user)).status).toBe(403);
      expect((await restCall(`/app/calendar?id=${first!.id}&version=${first!.version}`, { method: 'DELETE' }, user)).body).toMatchObject({
        success: false,
        message: 'Permission Denied',
      });
    }
    expect(await calendarApi.list()).toContainEqual(first);
  });

  it('a manager adds events and changes their own, not the admin’s; the admin changes any; a stale change is a conflict', async () => {
    signInWithToken(await issueToken(DEMO_MANAGER));
    const own = await calendarApi.add(event);
    expect(own).toMatchObject({ createdBy: DEMO_MANAGER.user_id, version: 1 });
    const renamed = await calendarApi.update({ ...own, title: 'Toolbox talk (moved)' });
    expect(renamed).toMatchObject({ title: 'Toolbox talk (moved)', version: 2 });
    const admins = (await calendarApi.list()).find((candidate) => candidate.createdBy === DEMO_USER.user_id)!;
    expect(await failure(calendarApi.update({ ...admins, title: 'Taken over' }))).toMatchObject({ status: 403, message: 'Permission Denied' });
    expect(await failure(calendarApi.remove(admins.id, admins))).toMatchObject({ status: 403 });

    signInWithToken(await issueToken(DEMO_USER));
    expect(await failure(calendarApi.update({ ...own, title: 'Stale' }))).toMatchObject({ status: 409, message: 'This event was changed by someone else.' });
    await expect(calendarApi.remove(renamed.id, renamed)).resolves.toBe(renamed.id);
  });
});
