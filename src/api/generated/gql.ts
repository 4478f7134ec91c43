/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AppList($list: AppList!) {\n  appList(list: $list)\n}": typeof types.AppListDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}": typeof types.LoginDocument,
    "fragment CalendarEventFields on CalendarEvent {\n  id\n  title\n  start\n  end\n  allDay\n  category\n}\n\nquery CalendarEvents {\n  calendarEvents {\n    ...CalendarEventFields\n  }\n}\n\nmutation AddCalendarEvent($event: CalendarEventInput!) {\n  addCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation UpdateCalendarEvent($event: CalendarEventInput!) {\n  updateCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation DeleteCalendarEvent($id: ID!) {\n  deleteCalendarEvent(id: $id)\n}": typeof types.CalendarEventFieldsFragmentDoc,
    "fragment DepartmentFields on Department {\n  id\n  code\n  name\n}\n\nfragment WorkCenterFields on WorkCenter {\n  id\n  code\n  name\n  location\n}\n\nfragment DesignationFields on Designation {\n  id\n  name\n  departmentId\n}\n\nfragment CompetencyFields on Competency {\n  id\n  code\n  name\n  description\n}\n\nfragment TypeEntryFields on TypeEntry {\n  id\n  name\n  description\n}\n\nfragment EmployeeFields on Employee {\n  id\n  code\n  firstName\n  lastName\n  email\n  departmentId\n  designationId\n  workCenterId\n  joinedOn\n  active\n}\n\nquery Departments {\n  departments {\n    ...DepartmentFields\n  }\n}\n\nquery Department($id: ID!) {\n  department(id: $id) {\n    ...DepartmentFields\n  }\n}\n\nquery WorkCenters {\n  workCenters {\n    ...WorkCenterFields\n  }\n}\n\nquery WorkCenter($id: ID!) {\n  workCenter(id: $id) {\n    ...WorkCenterFields\n  }\n}\n\nquery Designations {\n  designations {\n    ...DesignationFields\n  }\n}\n\nquery Designation($id: ID!) {\n  designation(id: $id) {\n    ...DesignationFields\n  }\n}\n\nquery Competencies {\n  competencies {\n    ...CompetencyFields\n  }\n}\n\nquery Competency($id: ID!) {\n  competency(id: $id) {\n    ...CompetencyFields\n  }\n}\n\nquery TypeEntries {\n  typeEntries {\n    ...TypeEntryFields\n  }\n}\n\nquery TypeEntry($id: ID!) {\n  typeEntry(id: $id) {\n    ...TypeEntryFields\n  }\n}\n\nquery Employees {\n  employees {\n    ...EmployeeFields\n  }\n}\n\nquery Employee($id: ID!) {\n  employee(id: $id) {\n    ...EmployeeFields\n  }\n}": typeof types.DepartmentFieldsFragmentDoc,
};
const documents: Documents = {
    "query AppList($list: AppList!) {\n  appList(list: $list)\n}": types.AppListDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}": types.LoginDocument,
    "fragment CalendarEventFields on CalendarEvent {\n  id\n  title\n  start\n  end\n  allDay\n  category\n}\n\nquery CalendarEvents {\n  calendarEvents {\n    ...CalendarEventFields\n  }\n}\n\nmutation AddCalendarEvent($event: CalendarEventInput!) {\n  addCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation UpdateCalendarEvent($event: CalendarEventInput!) {\n  updateCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation DeleteCalendarEvent($id: ID!) {\n  deleteCalendarEvent(id: $id)\n}": types.CalendarEventFieldsFragmentDoc,
    "fragment DepartmentFields on Department {\n  id\n  code\n  name\n}\n\nfragment WorkCenterFields on WorkCenter {\n  id\n  code\n  name\n  location\n}\n\nfragment DesignationFields on Designation {\n  id\n  name\n  departmentId\n}\n\nfragment CompetencyFields on Competency {\n  id\n  code\n  name\n  description\n}\n\nfragment TypeEntryFields on TypeEntry {\n  id\n  name\n  description\n}\n\nfragment EmployeeFields on Employee {\n  id\n  code\n  firstName\n  lastName\n  email\n  departmentId\n  designationId\n  workCenterId\n  joinedOn\n  active\n}\n\nquery Departments {\n  departments {\n    ...DepartmentFields\n  }\n}\n\nquery Department($id: ID!) {\n  department(id: $id) {\n    ...DepartmentFields\n  }\n}\n\nquery WorkCenters {\n  workCenters {\n    ...WorkCenterFields\n  }\n}\n\nquery WorkCenter($id: ID!) {\n  workCenter(id: $id) {\n    ...WorkCenterFields\n  }\n}\n\nquery Designations {\n  designations {\n    ...DesignationFields\n  }\n}\n\nquery Designation($id: ID!) {\n  designation(id: $id) {\n    ...DesignationFields\n  }\n}\n\nquery Competencies {\n  competencies {\n    ...CompetencyFields\n  }\n}\n\nquery Competency($id: ID!) {\n  competency(id: $id) {\n    ...CompetencyFields\n  }\n}\n\nquery TypeEntries {\n  typeEntries {\n    ...TypeEntryFields\n  }\n}\n\nquery TypeEntry($id: ID!) {\n  typeEntry(id: $id) {\n    ...TypeEntryFields\n  }\n}\n\nquery Employees {\n  employees {\n    ...EmployeeFields\n  }\n}\n\nquery Employee($id: ID!) {\n  employee(id: $id) {\n    ...EmployeeFields\n  }\n}": types.DepartmentFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppList($list: AppList!) {\n  appList(list: $list)\n}"): typeof import('./graphql').AppListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarEventFields on CalendarEvent {\n  id\n  title\n  start\n  end\n  allDay\n  category\n}\n\nquery CalendarEvents {\n  calendarEvents {\n    ...CalendarEventFields\n  }\n}\n\nmutation AddCalendarEvent($event: CalendarEventInput!) {\n  addCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation UpdateCalendarEvent($event: CalendarEventInput!) {\n  updateCalendarEvent(event: $event) {\n    ...CalendarEventFields\n  }\n}\n\nmutation DeleteCalendarEvent($id: ID!) {\n  deleteCalendarEvent(id: $id)\n}"): typeof import('./graphql').CalendarEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DepartmentFields on Department {\n  id\n  code\n  name\n}\n\nfragment WorkCenterFields on WorkCenter {\n  id\n  code\n  name\n  location\n}\n\nfragment DesignationFields on Designation {\n  id\n  name\n  departmentId\n}\n\nfragment CompetencyFields on Competency {\n  id\n  code\n  name\n  description\n}\n\nfragment TypeEntryFields on TypeEntry {\n  id\n  name\n  description\n}\n\nfragment EmployeeFields on Employee {\n  id\n  code\n  firstName\n  lastName\n  email\n  departmentId\n  designationId\n  workCenterId\n  joinedOn\n  active\n}\n\nquery Departments {\n  departments {\n    ...DepartmentFields\n  }\n}\n\nquery Department($id: ID!) {\n  department(id: $id) {\n    ...DepartmentFields\n  }\n}\n\nquery WorkCenters {\n  workCenters {\n    ...WorkCenterFields\n  }\n}\n\nquery WorkCenter($id: ID!) {\n  workCenter(id: $id) {\n    ...WorkCenterFields\n  }\n}\n\nquery Designations {\n  designations {\n    ...DesignationFields\n  }\n}\n\nquery Designation($id: ID!) {\n  designation(id: $id) {\n    ...DesignationFields\n  }\n}\n\nquery Competencies {\n  competencies {\n    ...CompetencyFields\n  }\n}\n\nquery Competency($id: ID!) {\n  competency(id: $id) {\n    ...CompetencyFields\n  }\n}\n\nquery TypeEntries {\n  typeEntries {\n    ...TypeEntryFields\n  }\n}\n\nquery TypeEntry($id: ID!) {\n  typeEntry(id: $id) {\n    ...TypeEntryFields\n  }\n}\n\nquery Employees {\n  employees {\n    ...EmployeeFields\n  }\n}\n\nquery Employee($id: ID!) {\n  employee(id: $id) {\n    ...EmployeeFields\n  }\n}"): typeof import('./graphql').DepartmentFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
