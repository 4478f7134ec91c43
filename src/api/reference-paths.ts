/**
 * REST paths of the six typed data sets of §3 and the training catalogue (the spec does not show them; chosen
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

/** REST path of the calendar (§7). */
export const CALENDAR_PATH = '/app/calendar';
