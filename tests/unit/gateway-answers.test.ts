import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { fetchNotifications } from '../../src/api/notifications';
import { setHttpFaultHandlers } from '../../src/api/rest-session';
import { signInWithToken } from '../session';
import { employeesApi } from '../../src/api/employees';
import { apiPath } from '../../mocks/api-path';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { installMemoryStorage } from '../storage';

const UNREADABLE = 'The server sent an answer this app cannot read.';
let faults: { notify: Mock<(message: string) => void>; signOut: Mock<() => void> };

beforeAll(() => installMemoryStorage());
beforeEach(async () => {
  faults = { notify: vi.fn(), signOut: vi.fn() };
  setHttpFaultHandlers(faults);
  signInWithToken(await issueToken(DEMO_USER));
  // The details of each unreadable answer go to reportError (the console here).
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const answer = (path: string, data: unknown) => server.use(http.get(apiPath(path), () => HttpResponse.json({ success: true, message: 'OK', data })));

/** Runs `call` and returns what it settled with. */
async function settle<T>(call: () => Promise<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await call() };
  } catch (error) {
    return { error };
  }
}

const row = {
  employee: {
    id: 'emp-1',
    code: 'EMP-1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'a@x.example',
    departmentId: 'dep-1',
    designationId: 'des-1',
    workCenterId: 'wc-1',
    hireDate: '2020-01-01',
    active: true,
  },
};

describe('server bodies are parsed by the gateway schema (§15)', () => {
  it('a row missing a required field is §8 unreadable for the caller to show, never graphql-js words', async () => {
    answer('/training/employees/emp-1', { ...row, employee: { ...row.employee, code: null } });
    const outcome = await settle(() => employeesApi.detail('emp-1'));
    expect('error' in outcome && outcome.error).toBeInstanceOf(ApiError);
    expect((outcome as { error: ApiError }).error).toMatchObject({ message: UNREADABLE, handled: false });
    expect(console.error).toHaveBeenCalledWith('[response]', expect.objectContaining({ message: expect.stringContaining('Employee.code') }), '');
  });

  it('a notification page without items is unreadable instead of a TypeError, and not told (§8: only logged)', async () => {
    server.use(http.post(apiPath('/notifications/list'), () => HttpResponse.json({ success: true, message: 'OK', data: { totalCount: 3 } })));
    const outcome = await settle(() => fetchNotifications());
    expect((outcome as { error: ApiError }).error).toMatchObject({ message: UNREADABLE, handled: false });
    expect(faults.notify).not.toHaveBeenCalled();
  });

  it('any data for a list page gives typed rows or §8 unreadable, and nothing else', async () => {
    const employee = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        code: fc.oneof(fc.string(), fc.constant(null), fc.object()),
        active: fc.oneof(fc.boolean(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const data = fc.oneof(
      fc.anything(),
      fc.record(
        {
          items: fc.oneof(fc.array(fc.record({ employee: fc.oneof(employee, fc.anything()) }, { requiredKeys: [] })), fc.anything()),
          totalCount: fc.oneof(fc.integer(), fc.anything()),
          pageNumber: fc.integer(),
          pageSize: fc.integer(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(data, async (body) => {
        answer('/training/employees', body);
        const outcome = await settle(() => employeesApi.list({}));
        if ('value' in outcome) {
          expect(Array.isArray(outcome.value.items)).toBe(true);
          for (const item of outcome.value.items) expect(typeof item.employee.code).toBe('string');
        } else {
          expect(outcome.error).toBeInstanceOf(ApiError);
          expect((outcome.error as ApiError).message).toBe(UNREADABLE);
        }
      }),
      { numRuns: 150 },
    );
  });
});
