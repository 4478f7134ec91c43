import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchNotifications, markNotificationsRead } from '../../src/api/notifications';
import { signInWithToken } from '../session';
import { recordsApi } from '../../src/api/records';
import { addDays, localToday, type Employee, type TrainingData, type TrainingRecord } from '../../src/domain/training';
import { createTrainingIndex } from '../../mocks/training-index';
import { DEMO_MANAGER, DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { deriveNotifications, memoryReadMarks, notificationsOf, seedReadIds } from '../../mocks/notification-feed';
import { scenarios } from '../../mocks/scenarios';
import { requiredGaps } from '../../mocks/compliance-matrix';
import type { ComplianceData } from '../../mocks/fixtures/requirements';
import { installMemoryStorage } from '../storage';

const TODAY = '2026-03-15';

function person(id: string, firstName: string, lastName: string, active = true): Employee {
  const base = { departmentId: 'd1', designationId: 's1', workCenterId: 'w1', hireDate: '2019-04-01' };
  return { id, code: `EMP-${id}`, firstName, lastName, email: `${id}@example.com`, active, ...base, version: 1 };
}

function completed(id: string, employeeId: string, trainingId: string, completionDate: string, expiryDate: string | null): TrainingRecord {
  return { id, employeeId, trainingId, scheduledDate: null, completionDate, expiryDate, score: null, version: 1 };
}

/** One record of each kind the feed must tell apart. */
function world(): TrainingData {
  return {
    departments: [{ id: 'd1', code: 'OPS', name: 'Operations' }],
    workCenters: [{ id: 'w1', code: 'HQ', name: 'Head Office', location: 'Madrid, ES' }],
    designations: [{ id: 's1', name: 'Shift Supervisor', departmentId: 'd1' }],
    competencies: [{ id: 'c1', code: 'FS', name: 'Fire Safety', description: '' }],
    trainingTypes: [{ id: 'ty1', name: 'Classroom', description: '' }],
    trainings: [
      { id: 't1', code: 'FS-101', title: 'Fire Safety Awareness', typeId: 'ty1', competencyId: 'c1', validityMonths: 12, durationHours: 2, version: 1 },
      { id: 't2', code: 'FA-103', title: 'Basic First Aid', typeId: 'ty1', competencyId: 'c1', validityMonths: 24, durationHours: 8, version: 1 },
      { id: 't3', code: 'IN-001', title: 'Induction', typeId: 'ty1', competencyId: 'c1', validityMonths: null, durationHours: 1, version: 1 },
    ],
    employees: [person('e1', 'Ana', 'Garcia'), person('e2', 'Ben', 'Okafor'), person('e3', 'Cleo', 'Marsh', false)],
    records: [
      // Ana: expiring in 30 days (the window's last day), expired yesterday, and a course that never expires.
      completed('r1', 'e1', 't1', '2025-04-14', '2026-04-14'),
      completed('r2', 'e1', 't2', '2024-03-14', '2026-03-14'),
      completed('r3', 'e1', 't3', '2020-01-01', null),
      // Ben: expired, but renewed since (only the latest completion counts); valid in 31 days; scheduled.
      completed('r4', 'e2', 't1', '2024-01-10', '2025-01-10'),
      completed('r5', 'e2', 't1', '2025-04-15', '2026-04-15'),
      { id: 'r6', employeeId: 'e2', trainingId: 't2', scheduledDate: '2026-04-01', completionDate: null, expiryDate: null, score: null, version: 1 },
      // Cleo has left: her expired training raises nothing.
      completed('r7', 'e3', 't2', '2023-01-01', '2025-01-01'),
    ],
  };
}

const localMidnight = (date: string) => new Date(`${date}T00:00:00`).toISOString();

describe('notifications derived from training records (§11)', () => {
  const index = createTrainingIndex(world(), TODAY);

  it('raises one per current record of an active employee that is expiring or expired, naming employee, training and date', () => {
    expect(deriveNotifications(index)).toEqual([
      {
        id: 'ntf-r1-expiring',
        name: 'Ana Garcia',
        description: 'Fire Safety Awareness (FS-101) expires on 14 Apr 2026.',
        createdOn: localMidnight('2026-03-15'),
        empId: 'e1',
        image: '/assets/images/notifications/calendar.svg',
        imageClassName: 'icon',
        subject: {
          kind: 'expiring',
          trainingId: 't1',
          trainingCode: 'FS-101',
          trainingTitle: 'Fire Safety Awareness',
          employeeId: 'e1',
          employeeName: 'Ana Garcia',
          expiryDate: '2026-04-14',
          dueDate: null,
          lapses: false,
        },
      },
      {
        id: 'ntf-r2-expired',
        name: 'Ana Garcia',
        description: 'Basic First Aid (FA-103) expired on 14 Mar 2026.',
        createdOn: localMidnight('2026-03-15'),
        empId: 'e1',
        image: '/assets/images/notifications/alert.svg',
        imageClassName: 'icon',
        subject: {
          kind: 'expired',
          trainingId: 't2',
          trainingCode: 'FA-103',
          trainingTitle: 'Basic First Aid',
          employeeId: 'e1',
          employeeName: 'Ana Garcia',
          expiryDate: '2026-03-14',
          dueDate: null,
          lapses: false,
        },
      },
    ]);
  });

  it('dates each by the day its status began, newest first', () => {
    const later = createTrainingIndex(world(), '2026-03-25');
    expect(deriveNotifications(later).map(({ id, createdOn }) => [id, createdOn])).toEqual([
      // r5 (Ben, expiry 15 Apr) entered the 30-day window on 16 Mar, after r2 expired and r1 entered it (both 15 Mar).
      ['ntf-r5-expiring', localMidnight('2026-03-16')],
      ['ntf-r1-expiring', localMidnight('2026-03-15')],
      ['ntf-r2-expired', localMidnight('2026-03-15')],
    ]);
  });

  it('raises a new notification when an expiring record expires (the id names the status)', () => {
    const afterExpiry = createTrainingIndex(world(), '2026-04-15');
    expect(deriveNotifications(afterExpiry).map((notification) => notification.id)).toContain('ntf-r1-expired');
    expect(deriveNotifications(afterExpiry).map((notification) => notification.id)).not.toContain('ntf-r1-expiring');
  });

  it('keeps every one, newest first: a list pages through them all', () => {
    const data = world();
    data.records = Array.from({ length: 250 }, (_, n) => completed(`x${n}`, 'e1', `t${n}`, '2024-01-01', addDays('2026-03-14', -n)));
    data.trainings = data.records.map((record) => ({ ...world().trainings[0], id: record.trainingId }));
    const notifications = deriveNotifications(createTrainingIndex(data, TODAY));
    expect(notifications).toHaveLength(250);
    expect(notifications[0].id).toBe('ntf-x0-expired');
    expect(notifications.at(-1)!.id).toBe('ntf-x249-expired');
  });

  it('says a required training lapses with nothing scheduled, and raises one per required training never completed, from the day it was owed', () => {
    const data = world();
    const everyone = { departmentIds: [], designationIds: [], workCenterIds: [] };
    const compliance: ComplianceData = {
      requirements: [
        { id: 'q1', trainingId: 't1', scope: everyone, effectiveFrom: '2020-01-01', graceDays: 30, version: 1 },
        { id: 'q2', trainingId: 't3', scope: everyone, effectiveFrom: '2026-01-01', graceDays: 30, version: 1 },
      ],
      exemptions: [],
    };
    const notifications = deriveNotifications(createTrainingIndex(data, TODAY), () => requiredGaps(data, compliance, TODAY));
    // Ana's Fire Safety expires within the window and nothing renews it; Ben's is valid 31 days more.
    expect(notifications.find((notification) => notification.id === 'ntf-r1-expiring')).toMatchObject({
      description: 'Fire Safety Awareness (FS-101) is required and expires on 14 Apr 2026 with no session scheduled.',
      subject: { kind: 'expiring', lapses: true },
    });
    // Ben never took the Induction everyone needs from 1 Jan; Ana holds it; Cleo has left.
    expect(notifications.filter((notification) => notification.subject.kind === 'missing')).toEqual([
      {
        id: 'ntf-missing-e2-t3',
        name: 'Ben Okafor',
        description: 'Induction (IN-001) is required and has been missing since 1 Jan 2026.',
        createdOn: localMidnight('2026-01-01'),
        empId: 'e2',
        image: '/assets/images/notifications/alert.svg',
        imageClassName: 'icon',
        subject: {
          kind: 'missing',
          trainingId: 't3',
          trainingCode: 'IN-001',
          trainingTitle: 'Induction',
          employeeId: 'e2',
          employeeName: 'Ben Okafor',
          expiryDate: null,
          dueDate: '2026-01-01',
          lapses: false,
        },
      },
    ]);
    // An exemption settles the gap: no notification.
    const exempted = { ...compliance, exemptions: [{ id: 'x1', requirementId: 'q2', employeeId: 'e2', reason: 'Trained elsewhere.' }] };
    expect(
      deriveNotifications(createTrainingIndex(data, TODAY), () => requiredGaps(data, exempted, TODAY)).map((notification) => notification.id),
    ).not.toContain('ntf-missing-e2-t3');
  });

  it('keeps read marks by id, apart from the notifications', () => {
    const marks = memoryReadMarks();
    marks.markRead(['ntf-r2-expired']);
    expect(notificationsOf(index, marks).map((notification) => [notification.id, notification.isRead])).toEqual([
      ['ntf-r1-expiring', false],
      ['ntf-r2-expired', true],
    ]);
  });

  it('seeds as read the ones raised more than 7 days before the seed day', () => {
    expect(seedReadIds(createTrainingIndex(world(), '2026-03-22'))).toEqual([]);
    expect(seedReadIds(createTrainingIndex(world(), '2026-03-23'))).toEqual(['ntf-r1-expiring', 'ntf-r2-expired']);
  });
});

describe('the notification endpoints over the demo data', () => {
  beforeAll(() => installMemoryStorage());
  beforeEach(async () => signInWithToken(await issueToken(DEMO_USER)));

  it('pages, searches and filters on the server, every notification naming its employee', async () => {
    const all = await fetchNotifications({ pageSize: 100 });
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.items.every((item) => item.empId)).toBe(true);
    const second = await fetchNotifications({ pageNumber: 2 });
    expect(second.items).toEqual(all.items.slice(10, 20));
    expect(second.totalCount).toBe(all.totalCount);

    const unread = await fetchNotifications({ filterKey: 'isRead', filterValue: 'false', pageSize: 100 });
    expect(unread.items.length).toBe(all.unreadCount);
    expect(unread.items.every((item) => !item.isRead)).toBe(true);

    const [first] = all.items;
    const found = await fetchNotifications({ searchTerm: first.name, pageSize: 100 });
    expect(found.items).toContainEqual(first);
    expect(found.items.every((item) => item.name === first.name || item.description.includes(first.name))).toBe(true);
  });

  it('recording a completion of an expired training removes its notification; read marks survive the write', async () => {
    const { items } = await fetchNotifications({ pageSize: 100 });
    const expired = items.find((item) => item.description.includes(' expired on '))!;
    const other = items.find((item) => item.id !== expired.id)!;
    const recordId = expired.id.replace(/^ntf-(.+)-expired$/, '$1');
    const { items: history } = await recordsApi.list({ filterKey: 'employee', filterValue: expired.empId!, pageSize: 100 });
    const renewed = history.find((row) => row.record.id === recordId)!;
    await markNotificationsRead();

    // The renewal already scheduled, or one scheduled now, is completed today.
    const scheduled =
      history.find((row) => row.training.id === renewed.training.id && row.status === 'scheduled') ??
      (await recordsApi.schedule({ employeeId: renewed.employee.id, trainingId: renewed.training.id, scheduledDate: localToday() }));
    await recordsApi.recordCompletion(scheduled.record.id, { completionDate: localToday(), score: null }, scheduled.record.version);

    const after = await fetchNotifications({ pageSize: 100 });
    expect(after.items.map((item) => item.id)).not.toContain(expired.id);
    expect(after.items.find((item) => item.id === other.id)?.isRead).toBe(true);
    expect(after.unreadCount).toBe(0);
  });

  it("each user has their own read marks: the admin's 'mark all read' leaves the manager's unread (§10)", async () => {
    signInWithToken(await issueToken(DEMO_MANAGER));
    const before = await fetchNotifications({ pageSize: 100 });
    expect(before.unreadCount).toBeGreaterThan(0);
    signInWithToken(await issueToken(DEMO_USER));
    await markNotificationsRead();
    expect((await fetchNotifications()).unreadCount).toBe(0);
    signInWithToken(await issueToken(DEMO_MANAGER));
    expect((await fetchNotifications({ pageSize: 100 })).unreadCount).toBe(before.unreadCount);
    await markNotificationsRead();
    expect((await fetchNotifications()).unreadCount).toBe(0);
  });

  it('the empty scenario has none; the large one derives them from its own records', async () => {
    server.use(...scenarios.empty);
    expect(await fetchNotifications()).toMatchObject({ items: [], totalCount: 0, unreadCount: 0 });
    server.resetHandlers();
    server.use(...scenarios.large);
    const page = await fetchNotifications();
    // Every notification of its some 4,000 employees' records and gaps, not the newest 100.
    expect(page.totalCount).toBeGreaterThan(1000);
    const last = await fetchNotifications({ pageNumber: Math.ceil(page.totalCount / 10), pageSize: 10 });
    expect(last.items.length).toBe(page.totalCount % 10 || 10);
    // The newest one about a record names an employee with that record expiring or expired.
    const ofRecord = (await fetchNotifications({ pageSize: 100 })).items.find((item) => item.subject?.kind !== 'missing')!;
    const { items } = await recordsApi.list({ whereClause: `employee=${ofRecord.empId}&current=true&status=expiring&status=expired`, pageSize: 100 });
    expect(items.map((row) => `${row.employee.firstName} ${row.employee.lastName}`)).toContain(ofRecord.name);
  }, 60_000);
});
