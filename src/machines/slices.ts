import { appListSlices, appLists, fetchAppList, type AppListSlice } from '../api/app-lists';
import { calendarApi, type CalendarEvent } from '../api/calendar';
import {
  competencyApi,
  departmentApi,
  designationApi,
  employeeApi,
  trainingCatalogApi,
  typeApi,
  workCenterApi,
  type Competency,
  type Department,
  type Designation,
  type Employee,
  type Training,
  type TrainingType,
  type WorkCenter,
} from '../api/reference';
import { sharedForSession } from '../api/session-shared';
import type { ResourceSource } from './resource.machine';

/** §4 failure messages of the typed data sets (competency reuses the work-center one). */
export const sliceFailureMessages = {
  department: 'Unsupported Department method',
  workCenter: 'Unsupported Work Center method',
  type: 'Unsupported Type method',
  designation: 'Unsupported Designation method',
} as const;

/** The 18 schema-less slices of §3/§7, one per row of the `appListSlices` table. */
const appListSources = Object.fromEntries(
  appLists.map((list) => [appListSlices[list], { name: appListSlices[list], list: () => fetchAppList(list) }]),
) as Record<AppListSlice, ResourceSource<unknown>>;

/**
 * Every data slice of §3, each a line of configuration for the one `resourceMachine`
 * (`createActor(resourceMachine, { input: { source: slices.departmentData } })`). The reference
 * data's lists are fetched once per session and shared by every page (`sharedForSession`).
 */
export const slices = {
  ...appListSources,
  calendar: { name: 'Calendar', ...calendarApi } satisfies ResourceSource<CalendarEvent>,
  departmentData: {
    name: 'Department',
    ...sharedForSession(departmentApi),
    failureMessage: sliceFailureMessages.department,
  } satisfies ResourceSource<Department>,
  workCenterData: {
    name: 'Work Center',
    ...sharedForSession(workCenterApi),
    failureMessage: sliceFailureMessages.workCenter,
  } satisfies ResourceSource<WorkCenter>,
  designationData: {
    name: 'Designation',
    ...sharedForSession(designationApi),
    failureMessage: sliceFailureMessages.designation,
  } satisfies ResourceSource<Designation>,
  competencyData: {
    name: 'Competency',
    ...sharedForSession(competencyApi),
    failureMessage: sliceFailureMessages.workCenter,
  } satisfies ResourceSource<Competency>,
  typeData: { name: 'Type', ...sharedForSession(typeApi), failureMessage: sliceFailureMessages.type } satisfies ResourceSource<TrainingType>,
  employeeData: { name: 'Employee', ...employeeApi } satisfies ResourceSource<Employee>,
  /** The training catalogue, for choosing a training. */
  trainingData: { name: 'Training', ...trainingCatalogApi } satisfies ResourceSource<Training>,
};

export type SliceName = keyof typeof slices;
