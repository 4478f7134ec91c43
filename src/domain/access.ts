/**
 * Who may do what (§10), read from the token's `user_type`, `node_id` and
 * `node_type` (§6): `admin` does everything; `manager` reads and writes the
 * training data of the employees of their node (a department or a work center);
 * `viewer` reads their node and writes nothing. An unknown or missing
 * `user_type`, or a manager or viewer whose node cannot be read, gets the
 * least: a viewer of nothing. The fake backend enforces the same rules the UI shows.
 */
export type Role = 'admin' | 'manager' | 'viewer';

/** Whose training data a user reaches: everyone's, one department's or work center's, or nobody's. */
export type Scope = { kind: 'all' } | { kind: 'department' | 'workCenter'; id: string } | { kind: 'nothing' };

export interface Access {
  role: Role;
  scope: Scope;
}

/** The token claims access is read from (`TokenUser`'s, or the mock backend's user). */
export interface AccessClaims {
  user_type?: string;
  node_id?: string | number;
  node_type?: string;
}

/** A viewer of nothing: what an unknown or incomplete account gets. */
export const NO_ACCESS: Access = { role: 'viewer', scope: { kind: 'nothing' } };

const ROLES: readonly Role[] = ['admin', 'manager', 'viewer'];

/** `Department`, `department`, `work_center`, `Work Center`… → the scope kind, or null. */
function nodeKind(nodeType: string | undefined): 'department' | 'workCenter' | null {
  const name = (nodeType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return name === 'department' ? 'department' : name === 'workcenter' ? 'workCenter' : null;
}

/** @returns the user's role and scope; never throws, whatever the claims hold. */
export function accessOf(claims: AccessClaims | null | undefined): Access {
  const role = ROLES.find((candidate) => candidate === claims?.user_type?.trim().toLowerCase());
  if (!role) return NO_ACCESS;
  if (role === 'admin') return { role, scope: { kind: 'all' } };
  const kind = nodeKind(claims?.node_type);
  const id = claims?.node_id === undefined ? '' : String(claims.node_id).trim();
  return kind && id ? { role, scope: { kind, id } } : { role, scope: { kind: 'nothing' } };
}

/** Whether the user reaches any training data (else the pages say the account has no access). */
export const hasAccess = (access: Access): boolean => access.scope.kind !== 'nothing';

/** Whether the user may schedule, record, renew, and add or change employees (within their scope). */
export const canWrite = (access: Access): boolean => hasAccess(access) && access.role !== 'viewer';

/** Whether the user may create and change trainings of the catalogue (shared by every node: admins only). */
export const canEditCatalogue = (access: Access): boolean => access.role === 'admin';

/** Why a user may not do what a page offers others, as a message to show in place (§10). */
export type Denial = 'access.noAccess' | 'access.viewerReadOnly' | 'access.catalogueAdminsOnly' | 'access.requirementsAdminsOnly';

/** What a page may offer only some roles: write records, change the catalogue, or state requirements. */
export type GuardedAction = 'write' | 'editCatalogue' | 'editRequirements';

/**
 * @returns why `access` may not `write` (schedule, record, import, add or change employees),
 * `editCatalogue` (add or change trainings) or `editRequirements` (state requirements and
 * exemptions), or null when it may: an account without a role reaches nothing, a viewer changes
 * nothing, a manager changes their scope's records but neither the catalogue nor the requirements.
 */
export function denialOf(access: Access, action: GuardedAction): Denial | null {
  // Requirements and exemptions are the admins', as the catalogue is.
  if (action === 'write' ? canWrite(access) : canEditCatalogue(access)) return null;
  if (!hasAccess(access)) return 'access.noAccess';
  if (access.role === 'viewer') return 'access.viewerReadOnly';
  return action === 'editRequirements' ? 'access.requirementsAdminsOnly' : 'access.catalogueAdminsOnly';
}

/** Whether an employee is within the scope. */
export function inScope(scope: Scope, employee: { departmentId: string; workCenterId: string }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'department') return employee.departmentId === scope.id;
  if (scope.kind === 'workCenter') return employee.workCenterId === scope.id;
  return false;
}

/** The departments a user may choose: a department's manager or viewer their own; a work center's, and admins, every one. */
export function departmentsInScope<Department extends { id: string }>(scope: Scope, departments: Department[]): Department[] {
  if (scope.kind === 'department') return departments.filter((department) => department.id === scope.id);
  return scope.kind === 'nothing' ? [] : departments;
}

/** The organisation's nodes as forms and filters offer them. */
export interface NodeChoices<Department, Designation, WorkCenter> {
  departments: Department[];
  designations: Designation[];
  workCenters: WorkCenter[];
}

/**
 * The departments, designations and work centers a user may choose in filters and forms: a
 * department's manager or viewer gets their department and its designations, a work center's their
 * work center; the other kind stays whole, since the scope's employees span it. Choosing outside the
 * scope could only give an empty list or a refused save.
 */
export function choicesInScope<Department extends { id: string }, Designation extends { departmentId: string }, WorkCenter extends { id: string }>(
  scope: Scope,
  nodes: NodeChoices<Department, Designation, WorkCenter>,
): NodeChoices<Department, Designation, WorkCenter> {
  if (scope.kind === 'department') {
    return {
      departments: departmentsInScope(scope, nodes.departments),
      designations: nodes.designations.filter((designation) => designation.departmentId === scope.id),
      workCenters: nodes.workCenters,
    };
  }
  if (scope.kind === 'workCenter') return { ...nodes, workCenters: nodes.workCenters.filter((workCenter) => workCenter.id === scope.id) };
  if (scope.kind === 'nothing') return { departments: [], designations: [], workCenters: [] };
  return nodes;
}

/**
 * Whether a user may change or delete a calendar event: an event belongs to who added it, so its
 * creator (while they may still write) or an admin; viewers and users without a role read only.
 */
export function canChangeEvent(access: Access, userId: number, event: { createdBy?: number | null }): boolean {
  if (access.role === 'admin') return true;
  return canWrite(access) && event.createdBy === userId;
}
