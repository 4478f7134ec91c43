/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * The schema-less lists of §7, named as their REST path segment (GET /app/{list}).
 * src/api/app-lists.ts maps each to its §3 slice.
 */
export type AppList =
  | 'attendance'
  | 'department'
  | 'employee'
  | 'estimate'
  | 'event'
  | 'expense'
  | 'friends'
  | 'holidays'
  | 'leave_employee'
  | 'leave_hr'
  | 'notes'
  | 'order'
  | 'product'
  | 'productgrid'
  | 'salary'
  | 'seller'
  | 'usergrid'
  | 'userlist';

/** A calendar event to add (no id) or update (with the id of the event to replace). */
export type CalendarEventInput = {
  allDay: boolean;
  category?: string | null | undefined;
  end?: string | null | undefined;
  id?: string | number | null | undefined;
  start: string;
  title: string;
};

/** The §3 notification list request; the gateway fills defaults (pageNumber 1, pageSize 10, §9). */
export type NotificationListInput = {
  filterKey?: string | null | undefined;
  filterValue?: string | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  searchTerm?: string | null | undefined;
  whereClause?: string | null | undefined;
};

export type PreChangePasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type PreChangePasswordMutation = { preChangePassword: { success: boolean, message: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
  cPassword: string;
  username: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string | null } };

export type AppListQueryVariables = Exact<{
  list: AppList;
}>;


export type AppListQuery = { appList: Array<unknown> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, message: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { userId: string, email: string, firstName: string, lastName: string, username: string, userType: string, nodeType: string } };

export type RegisterMutationVariables = Exact<{
  email: string;
  username: string;
  password: string;
}>;


export type RegisterMutation = { register: { success: boolean, message: string | null } };

export type CalendarEventFieldsFragment = { id: string, title: string, start: string, end: string | null, allDay: boolean, category: string | null, createdBy: number | null, version: number };

export type CalendarEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarEventsQuery = { calendarEvents: Array<{ id: string, title: string, start: string, end: string | null, allDay: boolean, category: string | null, createdBy: number | null, version: number }> };

export type AddCalendarEventMutationVariables = Exact<{
  event: CalendarEventInput;
}>;


export type AddCalendarEventMutation = { addCalendarEvent: { id: string, title: string, start: string, end: string | null, allDay: boolean, category: string | null, createdBy: number | null, version: number } };

export type UpdateCalendarEventMutationVariables = Exact<{
  event: CalendarEventInput;
  version: number;
}>;


export type UpdateCalendarEventMutation = { updateCalendarEvent: { id: string, title: string, start: string, end: string | null, allDay: boolean, category: string | null, createdBy: number | null, version: number } };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteCalendarEventMutation = { deleteCalendarEvent: string };

export type NotificationsQueryVariables = Exact<{
  request: NotificationListInput;
}>;


export type NotificationsQuery = { notifications: { totalCount: number, unreadCount: number, items: Array<{ id: string, name: string, description: string, createdOn: string, isRead: boolean, empId: string | null, image: string | null, imageClassName: string | null, subject: { kind: string, trainingId: string, trainingCode: string, trainingTitle: string, employeeId: string, employeeName: string, expiryDate: string | null, dueDate: string | null, lapses: boolean } | null }> } };

export type MarkNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { success: boolean, message: string | null } };

export type DepartmentFieldsFragment = { id: string, code: string, name: string };

export type WorkCenterFieldsFragment = { id: string, code: string, name: string, location: string };

export type DesignationFieldsFragment = { id: string, name: string, departmentId: string };

export type CompetencyFieldsFragment = { id: string, code: string, name: string, description: string };

export type TrainingTypeFieldsFragment = { id: string, name: string, description: string };

export type TrainingFieldsFragment = { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number };

export type EmployeeFieldsFragment = { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number };

export type DepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentsQuery = { departments: Array<{ id: string, code: string, name: string }> };

export type DepartmentQueryVariables = Exact<{
  id: string | number;
}>;


export type DepartmentQuery = { department: { id: string, code: string, name: string } };

export type WorkCentersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkCentersQuery = { workCenters: Array<{ id: string, code: string, name: string, location: string }> };

export type WorkCenterQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkCenterQuery = { workCenter: { id: string, code: string, name: string, location: string } };

export type DesignationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignationsQuery = { designations: Array<{ id: string, name: string, departmentId: string }> };

export type DesignationQueryVariables = Exact<{
  id: string | number;
}>;


export type DesignationQuery = { designation: { id: string, name: string, departmentId: string } };

export type CompetenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompetenciesQuery = { competencies: Array<{ id: string, code: string, name: string, description: string }> };

export type CompetencyQueryVariables = Exact<{
  id: string | number;
}>;


export type CompetencyQuery = { competency: { id: string, code: string, name: string, description: string } };

export type TrainingTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingTypesQuery = { trainingTypes: Array<{ id: string, name: string, description: string }> };

export type TrainingTypeQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingTypeQuery = { trainingType: { id: string, name: string, description: string } };

export type EmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesQuery = { employees: Array<{ id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }> };

export type EmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeeQuery = { employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number } };

export type TrainingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingsQuery = { trainings: Array<{ id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number }> };

export type TrainingQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingQuery = { training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CalendarEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  allDay
  category
  createdBy
  version
}
    `, {"fragmentName":"CalendarEventFields"}) as unknown as TypedDocumentString<CalendarEventFieldsFragment, unknown>;
export const DepartmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment DepartmentFields on Department {
  id
  code
  name
}
    `, {"fragmentName":"DepartmentFields"}) as unknown as TypedDocumentString<DepartmentFieldsFragment, unknown>;
export const WorkCenterFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
    `, {"fragmentName":"WorkCenterFields"}) as unknown as TypedDocumentString<WorkCenterFieldsFragment, unknown>;
export const DesignationFieldsFragmentDoc = new TypedDocumentString(`
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}
    `, {"fragmentName":"DesignationFields"}) as unknown as TypedDocumentString<DesignationFieldsFragment, unknown>;
export const CompetencyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
    `, {"fragmentName":"CompetencyFields"}) as unknown as TypedDocumentString<CompetencyFieldsFragment, unknown>;
export const TrainingTypeFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
    `, {"fragmentName":"TrainingTypeFields"}) as unknown as TypedDocumentString<TrainingTypeFieldsFragment, unknown>;
export const TrainingFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
    `, {"fragmentName":"TrainingFields"}) as unknown as TypedDocumentString<TrainingFieldsFragment, unknown>;
export const EmployeeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
    `, {"fragmentName":"EmployeeFields"}) as unknown as TypedDocumentString<EmployeeFieldsFragment, unknown>;
export const PreChangePasswordDocument = new TypedDocumentString(`
    mutation PreChangePassword {
  preChangePassword {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<PreChangePasswordMutation, PreChangePasswordMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($oldPassword: String!, $newPassword: String!, $cPassword: String!, $username: String!) {
  resetPassword(
    oldPassword: $oldPassword
    newPassword: $newPassword
    cPassword: $cPassword
    username: $username
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AppListDocument = new TypedDocumentString(`
    query AppList($list: AppList!) {
  appList(list: $list)
}
    `) as unknown as TypedDocumentString<AppListQuery, AppListQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    message
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  currentUser {
    userId
    email
    firstName
    lastName
    username
    userType
    nodeType
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $username: String!, $password: String!) {
  register(email: $email, username: $username, password: $password) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const CalendarEventsDocument = new TypedDocumentString(`
    query CalendarEvents {
  calendarEvents {
    ...CalendarEventFields
  }
}
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  allDay
  category
  createdBy
  version
}`) as unknown as TypedDocumentString<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const AddCalendarEventDocument = new TypedDocumentString(`
    mutation AddCalendarEvent($event: CalendarEventInput!) {
  addCalendarEvent(event: $event) {
    ...CalendarEventFields
  }
}
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  allDay
  category
  createdBy
  version
}`) as unknown as TypedDocumentString<AddCalendarEventMutation, AddCalendarEventMutationVariables>;
export const UpdateCalendarEventDocument = new TypedDocumentString(`
    mutation UpdateCalendarEvent($event: CalendarEventInput!, $version: Int!) {
  updateCalendarEvent(event: $event, version: $version) {
    ...CalendarEventFields
  }
}
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  allDay
  category
  createdBy
  version
}`) as unknown as TypedDocumentString<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = new TypedDocumentString(`
    mutation DeleteCalendarEvent($id: ID!, $version: Int!) {
  deleteCalendarEvent(id: $id, version: $version)
}
    `) as unknown as TypedDocumentString<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($request: NotificationListInput!) {
  notifications(request: $request) {
    items {
      id
      name
      description
      createdOn
      isRead
      empId
      image
      imageClassName
      subject {
        kind
        trainingId
        trainingCode
        trainingTitle
        employeeId
        employeeName
        expiryDate
        dueDate
        lapses
      }
    }
    totalCount
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead {
  markNotificationsRead {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const DepartmentsDocument = new TypedDocumentString(`
    query Departments {
  departments {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`) as unknown as TypedDocumentString<DepartmentsQuery, DepartmentsQueryVariables>;
export const DepartmentDocument = new TypedDocumentString(`
    query Department($id: ID!) {
  department(id: $id) {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`) as unknown as TypedDocumentString<DepartmentQuery, DepartmentQueryVariables>;
export const WorkCentersDocument = new TypedDocumentString(`
    query WorkCenters {
  workCenters {
    ...WorkCenterFields
  }
}
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}`) as unknown as TypedDocumentString<WorkCentersQuery, WorkCentersQueryVariables>;
export const WorkCenterDocument = new TypedDocumentString(`
    query WorkCenter($id: ID!) {
  workCenter(id: $id) {
    ...WorkCenterFields
  }
}
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}`) as unknown as TypedDocumentString<WorkCenterQuery, WorkCenterQueryVariables>;
export const DesignationsDocument = new TypedDocumentString(`
    query Designations {
  designations {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`) as unknown as TypedDocumentString<DesignationsQuery, DesignationsQueryVariables>;
export const DesignationDocument = new TypedDocumentString(`
    query Designation($id: ID!) {
  designation(id: $id) {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`) as unknown as TypedDocumentString<DesignationQuery, DesignationQueryVariables>;
export const CompetenciesDocument = new TypedDocumentString(`
    query Competencies {
  competencies {
    ...CompetencyFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}`) as unknown as TypedDocumentString<CompetenciesQuery, CompetenciesQueryVariables>;
export const CompetencyDocument = new TypedDocumentString(`
    query Competency($id: ID!) {
  competency(id: $id) {
    ...CompetencyFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}`) as unknown as TypedDocumentString<CompetencyQuery, CompetencyQueryVariables>;
export const TrainingTypesDocument = new TypedDocumentString(`
    query TrainingTypes {
  trainingTypes {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`) as unknown as TypedDocumentString<TrainingTypesQuery, TrainingTypesQueryVariables>;
export const TrainingTypeDocument = new TypedDocumentString(`
    query TrainingType($id: ID!) {
  trainingType(id: $id) {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`) as unknown as TypedDocumentString<TrainingTypeQuery, TrainingTypeQueryVariables>;
export const EmployeesDocument = new TypedDocumentString(`
    query Employees {
  employees {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<EmployeesQuery, EmployeesQueryVariables>;
export const EmployeeDocument = new TypedDocumentString(`
    query Employee($id: ID!) {
  employee(id: $id) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<EmployeeQuery, EmployeeQueryVariables>;
export const TrainingsDocument = new TypedDocumentString(`
    query Trainings {
  trainings {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<TrainingsQuery, TrainingsQueryVariables>;
export const TrainingDocument = new TypedDocumentString(`
    query Training($id: ID!) {
  training(id: $id) {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<TrainingQuery, TrainingQueryVariables>;