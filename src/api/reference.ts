import { request } from './client';
import {
  CompetenciesDocument,
  CompetencyDocument,
  DepartmentDocument,
  DepartmentsDocument,
  DesignationDocument,
  DesignationsDocument,
  EmployeeDocument,
  EmployeesDocument,
  TypeEntriesDocument,
  TypeEntryDocument,
  WorkCenterDocument,
  WorkCentersDocument,
  type CompetencyFieldsFragment,
  type DepartmentFieldsFragment,
  type DesignationFieldsFragment,
  type EmployeeFieldsFragment,
  type TypeEntryFieldsFragment,
  type WorkCenterFieldsFragment,
} from './generated/graphql';

export type Department = DepartmentFieldsFragment;
export type WorkCenter = WorkCenterFieldsFragment;
export type Designation = DesignationFieldsFragment;
export type Competency = CompetencyFieldsFragment;
export type TypeEntry = TypeEntryFieldsFragment;
export type Employee = EmployeeFieldsFragment;

/** A typed data set of §3: its whole list, and one entry by id. Both @throw ApiError with the §8 message. */
export interface ReferenceCalls<Row> {
  list(): Promise<Row[]>;
  item(id: string): Promise<Row>;
}

/** DepartmentData (§3). */
export const departmentApi: ReferenceCalls<Department> = {
  list: async () => (await request(DepartmentsDocument)).departments,
  item: async (id) => (await request(DepartmentDocument, { id })).department,
};

/** WorkCenterData (§3). */
export const workCenterApi: ReferenceCalls<WorkCenter> = {
  list: async () => (await request(WorkCentersDocument)).workCenters,
  item: async (id) => (await request(WorkCenterDocument, { id })).workCenter,
};

/** DesignationData (§3). */
export const designationApi: ReferenceCalls<Designation> = {
  list: async () => (await request(DesignationsDocument)).designations,
  item: async (id) => (await request(DesignationDocument, { id })).designation,
};

/** CompetencyData (§3). */
export const competencyApi: ReferenceCalls<Competency> = {
  list: async () => (await request(CompetenciesDocument)).competencies,
  item: async (id) => (await request(CompetencyDocument, { id })).competency,
};

/** TypeData (§3). */
export const typeApi: ReferenceCalls<TypeEntry> = {
  list: async () => (await request(TypeEntriesDocument)).typeEntries,
  item: async (id) => (await request(TypeEntryDocument, { id })).typeEntry,
};

/** EmployeeData (§3). */
export const employeeApi: ReferenceCalls<Employee> = {
  list: async () => (await request(EmployeesDocument)).employees,
  item: async (id) => (await request(EmployeeDocument, { id })).employee,
};
