import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessOf, canEditCatalogue, canWrite, hasAccess, inScope, NO_ACCESS } from '../../src/domain/access';

describe('accessOf: roles from the token (issue 18)', () => {
  it.each([
    [{ user_type: 'admin', node_id: 10, node_type: 'Admin' }, { role: 'admin', scope: { kind: 'all' } }],
    [{ user_type: 'Manager', node_id: 'dep-1', node_type: 'Department' }, { role: 'manager', scope: { kind: 'department', id: 'dep-1' } }],
    [{ user_type: 'viewer', node_id: 'wc-2', node_type: 'work_center' }, { role: 'viewer', scope: { kind: 'workCenter', id: 'wc-2' } }],
    [{ user_type: 'manager', node_type: 'Department' }, { role: 'manager', scope: { kind: 'nothing' } }],
    [{ user_type: 'viewer', node_id: 'dep-1', node_type: 'Planet' }, { role: 'viewer', scope: { kind: 'nothing' } }],
    [{ user_type: 'staff', node_id: 10, node_type: 'Admin' }, NO_ACCESS],
    [{}, NO_ACCESS],
    [null, NO_ACCESS],
  ])('%j → %j', (claims, access) => {
    expect(accessOf(claims)).toEqual(access);
  });

  it('never throws; only an admin edits the catalogue; writing needs a manager or admin with a scope; a viewer never writes', () => {
    const claims = fc.record({ user_type: fc.oneof(fc.constantFrom('admin', 'manager', 'viewer', 'ADMIN', ' viewer '), fc.string()), node_id: fc.oneof(fc.string(), fc.integer()), node_type: fc.oneof(fc.constantFrom('Department', 'WorkCenter', 'Work Center'), fc.string()) }, { requiredKeys: [] });
    fc.assert(
      fc.property(claims, (raw) => {
        const access = accessOf(raw);
        if (canEditCatalogue(access)) expect(access.role).toBe('admin');
        if (access.role === 'viewer') expect(canWrite(access)).toBe(false);
        if (canWrite(access)) expect(hasAccess(access)).toBe(true);
        if (!hasAccess(access)) expect(inScope(access.scope, { departmentId: 'dep-1', workCenterId: 'wc-1' })).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a scope holds the employees of its node only', () => {
    const employee = { departmentId: 'dep-1', workCenterId: 'wc-3' };
    expect(inScope({ kind: 'department', id: 'dep-1' }, employee)).toBe(true);
    expect(inScope({ kind: 'department', id: 'dep-2' }, employee)).toBe(false);
    expect(inScope({ kind: 'workCenter', id: 'wc-3' }, employee)).toBe(true);
    expect(inScope({ kind: 'all' }, employee)).toBe(true);
  });
});
