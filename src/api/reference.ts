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
  TrainingDocument,
  TrainingsDocument,
  TrainingTypeDocument,
  TrainingTypesDocument,
  WorkCenterDocument,
  WorkCentersDocument,
} from './generated/graphql';
import type { Competency, Department, Designation, Employee, Training, TrainingType, WorkCenter } from '../domain/training';

export type { Competency, Department, Designation, Employee, Training, TrainingType, WorkCenter };

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
export const typeApi: ReferenceCalls<TrainingType> = {
  list: async () => (await request(TrainingTypesDocument)).trainingTypes,
  item: async (id) => (await request(TrainingTypeDocument, { id })).trainingType,
};

/** EmployeeData (§3). */
export const employeeApi: ReferenceCalls<Employee> = {
  list: async () => (await request(EmployeesDocument)).employees,
  item: async (id) => (await request(EmployeeDocument, { id })).employee,
};

/** The training catalogue, whole (for choosing a training in a form or filter). */
export const trainingCatalogApi: ReferenceCalls<Training> = {
  list: async () => (await request(TrainingsDocument)).trainings,
  item: async (id) => (await request(TrainingDocument, { id })).training,
};
