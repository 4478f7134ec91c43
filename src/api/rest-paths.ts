import type { AppList } from './generated/graphql';

/**
 * Every REST path the app calls (docs/rest-contract.md), in one table: the gateway's resolvers call
 * them, the mock backend (mocks/handlers) serves them. Pure data.
 */
export const restPaths = {
  /** POST { email, password }: sign in (§4 Login). */
  authenticate: '/users/authenticate',
  /** GET: the signed-in user (§7). */
  currentUser: '/users/current',
  /** POST { email, username, password }: sign up. */
  register: '/users/register',
  /** POST {}: sent when Change Password is clicked (§5). */
  preChangePassword: '/users/pre-change-password',
  /** POST { oldPassword, newPassword, cPassword, username }: change the password (§7). */
  resetPassword: '/users/reset-password',
  /** POST { list request }: a page of notifications (§7). */
  notifications: '/notifications/list',
  /** POST: mark every notification read (§4). */
  markNotificationsRead: '/notifications/mark-read',
  /** GET/POST/PUT/DELETE ?id=: the calendar (§7). */
  calendar: '/app/calendar',
  /** GET ?list: the user's saved views of a list and those shared; POST: save one; DELETE /{id}: delete one. */
  savedViews: '/views',
} as const;

/** GET: one of the 18 schema-less lists of §7, e.g. `/app/leave_hr`. */
export function appListPath(list: AppList): string {
  return `/app/${list}`;
}

/** One item of a collection: `{path}/{id}`, the id encoded (GET fetches it, PUT changes it). */
export function itemPath(path: string, id: string): string {
  return `${path}/${encodeURIComponent(id)}`;
}

/** REST paths of the training pages (docs/rest-contract.md "Training"). */
export const trainingPaths = {
  /** GET: the home dashboard. */
  dashboard: '/training/dashboard',
  /** GET ?{list request}: employee rows; GET /{id}: one. */
  employees: '/training/employees',
  /** GET ?{list request}: training rows; GET /{id}: one; POST: create; PUT /{id}: change. */
  courses: '/training/courses',
  /** GET ?{list request}: record rows; POST: schedule a training. */
  records: '/training/records',
  /** POST: record a completion with no session scheduled first. */
  pastCompletion: '/training/records/completed',
  /** GET ?{list request}: every matching record, flat, unpaged. */
  recordExport: '/training/records/export',
  /** POST { rows }: import course-history rows (§10). */
  recordImport: '/training/records/import',
  /** GET: every requirement and the exemptions the caller's scope reaches; POST: create a requirement (admin). */
  requirements: '/training/requirements',
  /** POST: grant an exemption; DELETE /{id}: lift it (admin). */
  exemptions: '/training/exemptions',
  /** GET ?asOf&department&status&q&sort&page&size: the compliance matrix, one page of its rows. */
  compliance: '/training/compliance',
  /** GET ?department: the lapse forecast of the next 12 months, in all, by department and by training. */
  forecast: '/training/compliance/forecast',
  /** GET ?month&department&training: the lapses of the forecast those name, soonest expiry first. */
  lapses: '/training/compliance/lapses',
} as const;

/** REST paths of the change log (docs/rest-contract.md "Changes"). */
export const changePaths = {
  /** GET ?kind&actor&since&until&batch&employee&training&record&page&size: a page of changes, newest first; POST /{id}/revert { version }: take one back. */
  list: '/training/changes',
  /** GET ?{the list's filters}: every matching change, for a CSV export. */
  export: '/training/changes/export',
  /** GET: who has made the changes the caller reads. */
  people: '/training/changes/people',
  /** POST /{id}/undo: take back every change of a batch (an import) as one. */
  batches: '/training/changes/batches',
} as const;

/** POST: record the completion of a scheduled record. */
export function completionPath(recordId: string): string {
  return `${itemPath(trainingPaths.records, recordId)}/completion`;
}

/**
 * REST paths of the six typed data sets of §3 and the training catalogue (the requirements do not show them; chosen
 * here and documented in docs/rest-contract.md): `GET {path}` lists, `GET {path}/{id}`
 * fetches one. Keyed by the gateway's list field; `item` is its by-id field.
 * Pure data: the gateway resolvers and the mock handlers share it.
 */
export const referencePaths = {
  departments: { item: 'department', path: '/reference/departments' },
  workCenters: { item: 'workCenter', path: '/reference/work-centers' },
  designations: { item: 'designation', path: '/reference/designations' },
  competencies: { item: 'competency', path: '/reference/competencies' },
  trainingTypes: { item: 'trainingType', path: '/reference/types' },
  employees: { item: 'employee', path: '/employees' },
  trainings: { item: 'training', path: '/reference/trainings' },
} as const;

/** A typed data set, by its gateway list field. */
export type ReferenceSet = keyof typeof referencePaths;
