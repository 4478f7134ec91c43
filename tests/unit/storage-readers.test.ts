import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseNewAtVisit } from '../../src/storage/notification-visit-store';
import { NOTIFICATION_EMPLOYEE_KEY, readNotificationEmployeeId, writeNotificationEmployeeId } from '../../src/storage/tab-store';
import { CURRENT_USER_KEY } from '../../src/domain/session-keys';
import { parseStoredUser, type StoredUser } from '../../src/domain/stored-user';
import { readStoredUser } from '../../src/storage/token-store';
import { decodeUser } from '../../src/domain/token';
import { installMemoryStorage } from '../storage';

beforeAll(() => installMemoryStorage());

const USER_FIELDS = ['userId', 'email', 'firstName', 'lastName', 'username', 'userType', 'nodeType'] as const;
const isStoredUser = (value: StoredUser) => USER_FIELDS.every((field) => typeof value[field] === 'string');
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenWith = (claims: unknown) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.sig`;

describe('stored user (sessionStorage currentUser)', () => {
  it('reads a stored user, filling missing fields with empty text', () => {
    expect(parseStoredUser('{"email":"admin@example.com","firstName":"Alex"}')).toEqual({
      userId: '',
      email: 'admin@example.com',
      firstName: 'Alex',
      lastName: '',
      username: '',
      userType: '',
      nodeType: '',
    });
  });

  it.each(['{"email":{"x":1}}', '{"firstName":42}', '[]', 'null', '"text"', '{', ''])('treats %j as corrupt, and removes it', (raw) => {
    expect(parseStoredUser(raw)).toBeNull();
    sessionStorage.setItem(CURRENT_USER_KEY, raw);
    expect(readStoredUser()).toBeNull();
    if (raw) expect(sessionStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('never throws, and gives either null or a user whose every field is text', () => {
    const anyJson = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.dictionary(fc.constantFrom(...USER_FIELDS, '__proto__', 'x'), fc.jsonValue()).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(anyJson, (raw) => {
        const user = parseStoredUser(raw);
        if (user) expect(isStoredUser(user)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what was stored: parse(serialize(user)) is the user', () => {
    const user = fc.record(Object.fromEntries(USER_FIELDS.map((field) => [field, fc.string()])) as Record<(typeof USER_FIELDS)[number], fc.Arbitrary<string>>);
    fc.assert(
      fc.property(user, (value) => {
        expect(parseStoredUser(JSON.stringify(value))).toEqual(value);
      }),
    );
  });
});

describe('token claims (decodeUser)', () => {
  it('keeps claims of the right type and leaves out the rest', () => {
    expect(decodeUser(tokenWith({ email: { x: 1 }, first_name: 'Alex', user_id: 7, exp: '9999999999', node_id: 'dep-1' }))).toEqual({
      first_name: 'Alex',
      user_id: 7,
      node_id: 'dep-1',
    });
  });

  it('never throws, and every claim it gives has its declared type', () => {
    const claims = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom('email', 'first_name', 'last_name', 'user_type', 'node_type', 'user_id', 'node_id', 'exp'), fc.jsonValue()),
    );
    fc.assert(
      fc.property(fc.oneof(claims.map(tokenWith), fc.string()), (token) => {
        const user = decodeUser(token);
        for (const claim of ['email', 'first_name', 'last_name', 'user_type', 'node_type'] as const)
          if (claim in user) expect(typeof user[claim]).toBe('string');
        for (const claim of ['user_id', 'node_id'] as const) if (claim in user) expect(['string', 'number']).toContain(typeof user[claim]);
        if ('exp' in user) expect(Number.isFinite(user.exp)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('notifications new at the last visit (sessionStorage notificationsNewAtVisit)', () => {
  it('reads back what was stored', () => {
    expect(parseNewAtVisit(JSON.stringify({ ids: ['n-1', 'n-2'], count: 12 }))).toEqual({ ids: ['n-1', 'n-2'], count: 12 });
  });

  it.each([
    '',
    'not json',
    'null',
    '[]',
    '{"ids":"n-1","count":1}',
    '{"ids":[1],"count":1}',
    '{"ids":["a","b"],"count":1}',
    '{"ids":[],"count":-1}',
    '{"ids":[],"count":1.5}',
  ])('reads %j as nothing new', (raw) => {
    expect(parseNewAtVisit(raw)).toEqual({ ids: [], count: 0 });
  });

  it('never throws, and gives ids of text and a whole count no smaller than them (generated)', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ ids: fc.array(fc.oneof(fc.string(), fc.integer())), count: fc.oneof(fc.integer(), fc.double(), fc.string()) })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        const { ids, count } = parseNewAtVisit(raw);
        expect(ids.every((id) => typeof id === 'string')).toBe(true);
        expect(Number.isSafeInteger(count) && count >= ids.length).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('employee of a notification click (sessionStorage notificationEmpId)', () => {
  it('reads back an id it wrote', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w.:-]{1,64}$/), (id) => {
        writeNotificationEmployeeId(id);
        expect(readNotificationEmployeeId()).toBe(id);
      }),
    );
  });

  it('never throws; anything that is no id reads as none and is removed (generated)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((raw) => !/^[\w.:-]{1,64}$/.test(raw)),
        (raw) => {
          sessionStorage.setItem(NOTIFICATION_EMPLOYEE_KEY, raw);
          expect(readNotificationEmployeeId()).toBeNull();
          expect(sessionStorage.getItem(NOTIFICATION_EMPLOYEE_KEY)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
