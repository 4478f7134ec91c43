import { addDays, EXPIRING_WINDOW_DAYS, type Employee, type IsoDate } from './training';

/**
 * Where one employee stands with one required training on one day: the one definition the fake
 * backend's figures and the pages share (the table in docs/compliance.md).
 * - `valid`: the latest completion on or before the day has not expired and does not expire within
 *   the expiring window (or never expires);
 * - `expiring`: it expires within the window (the day itself up to {@link EXPIRING_WINDOW_DAYS} later);
 * - `expired`: it expired before the day, and the employee is past their grace period;
 * - `missing`: no completion by the day, and the employee is past their grace period;
 * - `due`: no completion still valid, and the employee is a new hire within the grace period;
 * - `exempt`: the employee is exempted from the requirement, whatever their records.
 */
export type ComplianceStatus = 'valid' | 'expiring' | 'expired' | 'missing' | 'due' | 'exempt';

/**
 * Who a requirement binds: everyone when every list is empty; else the employees who match every
 * list that is not empty (any one department of `departmentIds`, and any one designation of
 * `designationIds`, and any one work center of `workCenterIds`).
 */
export interface RequirementScope {
  departmentIds: readonly string[];
  designationIds: readonly string[];
  workCenterIds: readonly string[];
}

/** A training an employee in `scope` must hold from `effectiveFrom`, new hires after `graceDays` days from their hire date. */
export interface Requirement {
  id: string;
  trainingId: string;
  scope: RequirementScope;
  effectiveFrom: IsoDate;
  /** Whole days, 0–365, a new hire has to take the training before a gap counts. */
  graceDays: number;
}

/** What the status needs of an employee: where they work, and when they were with the company. */
export interface EmployeeOnRoll {
  id: string;
  departmentId: string;
  designationId: string;
  workCenterId: string;
  hireDate: IsoDate;
  /** The first day they were no longer employed; `null` while they are. */
  leftOn: IsoDate | null;
}

/** One completion of the required training by the employee: when, and when it expires (`null`: never). */
export interface Completion {
  completionDate: IsoDate;
  expiryDate: IsoDate | null;
}

/** The longest grace period a requirement may give (days). */
export const MAX_GRACE_DAYS = 365;

/** @returns whether `requirement` binds `employee` by its scope (not by dates). */
export function inScope(scope: RequirementScope, employee: Pick<EmployeeOnRoll, 'departmentId' | 'designationId' | 'workCenterId'>): boolean {
  const matches = (ids: readonly string[], id: string) => ids.length === 0 || ids.includes(id);
  return (
    matches(scope.departmentIds, employee.departmentId) &&
    matches(scope.designationIds, employee.designationId) &&
    matches(scope.workCenterIds, employee.workCenterId)
  );
}

/** @returns whether `employee` was employed on `day`: hired on or before it, and not gone by it. */
function onRoll(employee: Pick<EmployeeOnRoll, 'hireDate' | 'leftOn'>, day: IsoDate): boolean {
  return employee.hireDate <= day && (employee.leftOn === null || day < employee.leftOn);
}

/** The last day of the expiring window from `day`, kept for the day last asked: a matrix asks it of one day a million times. */
let windowOf: { day: IsoDate; end: IsoDate } | null = null;
function expiringWindowEnd(day: IsoDate): IsoDate {
  if (windowOf?.day !== day) windowOf = { day, end: addDays(day, EXPIRING_WINDOW_DAYS) };
  return windowOf.end;
}

/** @returns the latest of `completions` (in any order) on or before `day`, `null` when none is. */
export function latestCompletion(completions: readonly Completion[], day: IsoDate): Completion | null {
  let latest: Completion | null = null;
  for (const completion of completions) {
    if (completion.completionDate <= day && (latest === null || completion.completionDate > latest.completionDate)) latest = completion;
  }
  return latest;
}

/**
 * The status of `employee` for `requirement` on `day`, from their completions of its training (in
 * any order; those after `day` do not count yet) and whether they are exempted.
 * @returns `null` when the pair does not count on that day: the employee was not employed then, the
 * requirement was not yet in force, or its scope does not bind them.
 */
export function complianceStatus(
  employee: EmployeeOnRoll,
  requirement: Requirement,
  completions: readonly Completion[],
  exempt: boolean,
  day: IsoDate,
): ComplianceStatus | null {
  if (!onRoll(employee, day) || requirement.effectiveFrom > day || !inScope(requirement.scope, employee)) return null;
  if (exempt) return 'exempt';
  const latest = latestCompletion(completions, day);
  if (latest !== null && (latest.expiryDate === null || latest.expiryDate >= day)) {
    return latest.expiryDate !== null && latest.expiryDate <= expiringWindowEnd(day) ? 'expiring' : 'valid';
  }
  if (day < addDays(employee.hireDate, requirement.graceDays)) return 'due';
  return latest === null ? 'missing' : 'expired';
}

/** How many pairs hold each status. */
export type StatusCounts = Record<ComplianceStatus, number>;

/** Zero of every status. */
export const noStatusCounts = (): StatusCounts => ({ valid: 0, expiring: 0, expired: 0, missing: 0, due: 0, exempt: 0 });

/**
 * The compliance figure over requirements: the share 0–1 of the pairs that must hold their training
 * now (valid, expiring, expired, missing) that do hold it (valid, expiring). A new hire within their
 * grace period (`due`) and an exemption count on neither side.
 * @returns `null` when no pair must hold a training.
 */
export function complianceShare(counts: StatusCounts): number | null {
  const held = counts.valid + counts.expiring;
  const owed = held + counts.expired + counts.missing;
  return owed === 0 ? null : held / owed;
}

/** A requirement as the backend keeps it: the rule, and the version a change must name. */
export interface StoredRequirement extends Requirement {
  version: number;
}

/** An employee released from one requirement, with the reason given (an admin lifts it by deleting it). */
export interface Exemption {
  id: string;
  requirementId: string;
  employeeId: string;
  reason: string;
}

/** An exemption as the backend lists it: with who and what it is about in words a person reads. */
export interface ListedExemption extends Exemption {
  employeeName: string;
  employeeCode: string;
  trainingId: string;
  trainingTitle: string;
}

/** A training required of an employee on a day, where they stand with it, and why they are exempted from it, if they are. */
export interface EmployeeRequirement {
  trainingId: string;
  code: string;
  title: string;
  status: ComplianceStatus;
  /** The reasons they are exempted from it (one per exempting requirement); empty when they are not. */
  exemptionReasons: readonly string[];
}

/** @returns whether two scopes bind the same people: the same ids in each list, in any order. */
export function sameScope(a: RequirementScope, b: RequirementScope): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((id) => y.includes(id));
  return same(a.departmentIds, b.departmentIds) && same(a.designationIds, b.designationIds) && same(a.workCenterIds, b.workCenterIds);
}

/**
 * An employee as the status reads them. The records keep no leaving date yet, only whether the
 * employee is active: a deactivated employee counts as gone from `today`, so a past day still
 * counts them as they were then.
 */
export function employeeOnRoll(employee: Employee, today: IsoDate): EmployeeOnRoll {
  const { id, departmentId, designationId, workCenterId, hireDate, active } = employee;
  return { id, departmentId, designationId, workCenterId, hireDate, leftOn: active ? null : today };
}
