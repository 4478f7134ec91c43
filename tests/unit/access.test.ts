import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessOf,
  canChangeEvent,
  canEditCatalogue,
  canWrite,
  choicesInScope,
  denialOf,
  hasAccess,
  inScope,
  NO_ACCESS,
  type Scope,
} from '../../src/domain/access';

describe('accessOf: roles from the token (§10)', () => {
  it.each([
    [
      { user_type: 'admin', node_id: 10, node_type: 'Admin' },
      { role: 'admin', scope: { kind: 'all' } },
    ],
    [
      { user_type: 'Manager', node_id: 'dep-1', node_type: 'Department' },
      { role: 'manager', scope: { kind: 'department', id: 'dep-1' } },
    ],
    [
      { user_type: 'viewer', node_id: 'wc-2', node_type: 'work_center' },
      { role: 'viewer', scope: { kind: 'workCenter', id: 'wc-2' } },
    ],
    [
      { user_type: 'manager', node_type: 'Department' },
      { role: 'manager', scope: { kind: 'nothing' } },
    ],
    [
      { user_type: 'viewer', node_id: 'dep-1', node_type: 'Planet' },
      { role: 'viewer', scope: { kind: 'nothing' } },
    ],
    [{ user_type: 'staff', node_id: 10, node_type: 'Admin' }, NO_ACCESS],
    [{}, NO_ACCESS],
    [null, NO_ACCESS],
  ])('%j → %j', (claims, access) => {
    expect(accessOf(claims)).toEqual(access);
  });

  it('never throws; only an admin edits the catalogue; writing needs a manager or admin with a scope; a viewer never writes', () => {
    const claims = fc.record(
      {
        user_type: fc.oneof(fc.constantFrom('admin', 'manager', 'viewer', 'ADMIN', ' viewer '), fc.string()),
        node_id: fc.oneof(fc.string(), fc.integer()),
        node_type: fc.oneof(fc.constantFrom('Department', 'WorkCenter', 'Work Center'), fc.string()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(claims, (raw) => {
        const access = accessOf(raw);
        if (canEditCatalogue(access)) expect(access.role).toBe('admin');
        if (access.role === 'viewer') expect(canWrite(access)).toBe(false);
        if (canWrite(access)) expect(hasAccess(access)).toBe(true);
        if (!hasAccess(access)) expect(inScope(access.scope, { departmentId: 'dep-1', workCenterId: 'wc-1' })).toBe(false);
        // A reason exactly where the action is refused, and the viewer's wherever the role is viewer.
        expect(denialOf(access, 'write') === null).toBe(canWrite(access));
        expect(denialOf(access, 'editCatalogue') === null).toBe(canEditCatalogue(access));
        if (access.role === 'viewer' && hasAccess(access)) expect(denialOf(access, 'editCatalogue')).toBe('access.viewerReadOnly');
        // Requirements are the admins', as the catalogue is; a manager is told so in those words.
        expect(denialOf(access, 'editRequirements') === null).toBe(canEditCatalogue(access));
        if (access.role === 'manager' && hasAccess(access)) expect(denialOf(access, 'editRequirements')).toBe('access.requirementsAdminsOnly');
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

describe('choicesInScope: the nodes a user may choose in filters and forms', () => {
  const ids = fc.constantFrom('dep-1', 'dep-2', 'dep-3', 'wc-1', 'wc-2');
  const scope: fc.Arbitrary<Scope> = fc.oneof(
    fc.constant<Scope>({ kind: 'all' }),
    fc.constant<Scope>({ kind: 'nothing' }),
    fc.record({ kind: fc.constantFrom('department' as const, 'workCenter' as const), id: ids }),
  );
  const nodes = fc.record({
    departments: fc.array(fc.record({ id: ids, name: fc.string() })),
    designations: fc.array(fc.record({ id: fc.string(), departmentId: ids })),
    workCenters: fc.array(fc.record({ id: ids, name: fc.string() })),
  });

  it('offers exactly the nodes an employee within the scope can have', () => {
    fc.assert(
      fc.property(scope, nodes, (scope, all) => {
        const offered = choicesInScope(scope, all);
        // Every department and work center offered can hold an employee of the scope; none that could is left out.
        const fits = (departmentId: string, workCenterId: string | null) =>
          scope.kind === 'all' ||
          (scope.kind === 'department' && departmentId === scope.id) ||
          (scope.kind === 'workCenter' && (workCenterId === null || workCenterId === scope.id));
        expect(offered.departments).toEqual(all.departments.filter((department) => fits(department.id, null)));
        expect(offered.designations).toEqual(all.designations.filter((designation) => fits(designation.departmentId, null)));
        expect(offered.workCenters).toEqual(
          scope.kind === 'nothing' ? [] : all.workCenters.filter((workCenter) => scope.kind !== 'workCenter' || workCenter.id === scope.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('canChangeEvent: a calendar event belongs to who added it (§10)', () => {
  it('an admin changes any event; a manager only their own; a viewer or a user without a role none (generated)', () => {
    const claims = fc.record({
      user_type: fc.constantFrom('admin', 'manager', 'viewer', 'staff', ''),
      node_id: fc.constantFrom('dep-1', 'wc-2', 10),
      node_type: fc.constantFrom('Department', 'WorkCenter', 'Admin'),
    });
    const createdBy = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
    fc.assert(
      fc.property(claims, fc.integer({ min: 1, max: 5 }), createdBy, (raw, userId, creator) => {
        const access = accessOf(raw);
        const allowed = canChangeEvent(access, userId, { createdBy: creator });
        if (access.role === 'admin') expect(allowed).toBe(true);
        else if (access.role === 'manager') expect(allowed).toBe(canWrite(access) && creator === userId);
        else expect(allowed).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
