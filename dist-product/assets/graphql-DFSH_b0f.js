var e=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}};new e(`
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
}
    `,{fragmentName:`EmployeeFields`}),new e(`
    fragment DepartmentFields on Department {
  id
  code
  name
}
    `,{fragmentName:`DepartmentFields`}),new e(`
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}
    `,{fragmentName:`DesignationFields`}),new e(`
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
    `,{fragmentName:`WorkCenterFields`}),new e(`
    fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
    `,{fragmentName:`StatusCountsFields`}),new e(`
    fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
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
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}`,{fragmentName:`EmployeeRowFields`}),new e(`
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
}
    `,{fragmentName:`TrainingFields`}),new e(`
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
    `,{fragmentName:`TrainingTypeFields`}),new e(`
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
    `,{fragmentName:`CompetencyFields`}),new e(`
    fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}`,{fragmentName:`TrainingRowFields`}),new e(`
    fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
    `,{fragmentName:`TrainingRecordFields`}),new e(`
    fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}`,{fragmentName:`RecordRowFields`}),new e(`
    query Departments {
  departments {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`),new e(`
    query Department($id: ID!) {
  department(id: $id) {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`),new e(`
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
}`),new e(`
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
}`),new e(`
    query Designations {
  designations {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`),new e(`
    query Designation($id: ID!) {
  designation(id: $id) {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`),new e(`
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
}`),new e(`
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
}`),new e(`
    query TrainingTypes {
  trainingTypes {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`),new e(`
    query TrainingType($id: ID!) {
  trainingType(id: $id) {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`),new e(`
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
}`),new e(`
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
}`),new e(`
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
}`),new e(`
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
}`);var t=new e(`
    query TrainingDashboard {
  trainingDashboard {
    today
    kpis {
      employees
      compliance
      expiring
      expired
      scheduled
    }
    departments {
      departmentId
      name
      valid
      expiring
      expired
      compliance
    }
    nextExpirations {
      ...RecordRowFields
    }
    scheduled {
      recordId
      date
      trainingTitle
      employeeId
      employeeName
    }
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`),n=new e(`
    query EmployeeRows($request: ListRequestInput) {
  employeeRows(request: $request) {
    items {
      ...EmployeeRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
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
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}`),r=new e(`
    query EmployeeDetail($id: ID!, $history: ListRequestInput!) {
  employeeRow(id: $id) {
    ...EmployeeRowFields
  }
  recordRows(request: $history) {
    items {
      ...RecordRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`),i=new e(`
    query TrainingRows($request: ListRequestInput) {
  trainingRows(request: $request) {
    items {
      ...TrainingRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}`),a=new e(`
    query TrainingRow($id: ID!) {
  trainingRow(id: $id) {
    ...TrainingRowFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}`),o=new e(`
    query RecordRows($request: ListRequestInput) {
  recordRows(request: $request) {
    items {
      ...RecordRowFields
    }
    totalCount
    pageNumber
    pageSize
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`),s=new e(`
    query RecordExport($request: ListRequestInput) {
  recordExport(request: $request) {
    id
    employeeCode
    employeeName
    department
    trainingCode
    trainingTitle
    scheduledDate
    completionDate
    expiryDate
    score
    status
  }
}
    `),c=new e(`
    mutation RecordCompletion($recordId: ID!, $completion: CompletionInput!) {
  recordCompletion(recordId: $recordId, completion: $completion) {
    ...RecordRowFields
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`),l=new e(`
    mutation ScheduleTraining($schedule: ScheduleInput!) {
  scheduleTraining(schedule: $schedule) {
    ...RecordRowFields
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
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`),u=new e(`
    mutation CreateTraining($training: TrainingInput!) {
  createTraining(training: $training) {
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
}`),d=new e(`
    mutation UpdateTraining($id: ID!, $training: TrainingInput!) {
  updateTraining(id: $id, training: $training) {
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
}`),f=new e(`
    mutation CreateEmployee($employee: EmployeeInput!) {
  createEmployee(employee: $employee) {
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
}`),p=new e(`
    mutation UpdateEmployee($id: ID!, $employee: EmployeeInput!) {
  updateEmployee(id: $id, employee: $employee) {
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
}`),m=new e(`
    mutation ImportRecords($rows: [ImportRowInput!]!) {
  importRecords(rows: $rows) {
    added
    present
    problems {
      line
      field
      reason
      value
    }
  }
}
    `);export{m as a,o as c,a as d,i as f,n as i,l,d as m,u as n,c as o,p,r,s,f as t,t as u};