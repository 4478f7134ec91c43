var e=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}};new e(`
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  allDay
  category
}
    `,{fragmentName:`CalendarEventFields`}),new e(`
    fragment DepartmentFields on Department {
  id
  code
  name
}
    `,{fragmentName:`DepartmentFields`}),new e(`
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
    `,{fragmentName:`WorkCenterFields`}),new e(`
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}
    `,{fragmentName:`DesignationFields`}),new e(`
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
    `,{fragmentName:`CompetencyFields`}),new e(`
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
    `,{fragmentName:`TrainingTypeFields`}),new e(`
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
    `,{fragmentName:`EmployeeFields`});var t=new e(`
    mutation PreChangePassword {
  preChangePassword {
    success
    message
  }
}
    `),n=new e(`
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
    `),r=new e(`
    query AppList($list: AppList!) {
  appList(list: $list)
}
    `),i=new e(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    message
  }
}
    `),a=new e(`
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
    `),o=new e(`
    mutation Register($email: String!, $username: String!, $password: String!) {
  register(email: $email, username: $username, password: $password) {
    success
    message
  }
}
    `),s=new e(`
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
}`),c=new e(`
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
}`),l=new e(`
    mutation UpdateCalendarEvent($event: CalendarEventInput!) {
  updateCalendarEvent(event: $event) {
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
}`),u=new e(`
    mutation DeleteCalendarEvent($id: ID!) {
  deleteCalendarEvent(id: $id)
}
    `),d=new e(`
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
      }
    }
    totalCount
    unreadCount
  }
}
    `),f=new e(`
    mutation MarkNotificationsRead {
  markNotificationsRead {
    success
    message
  }
}
    `),p=new e(`
    query Departments {
  departments {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`),m=new e(`
    query Department($id: ID!) {
  department(id: $id) {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`),h=new e(`
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
}`),g=new e(`
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
}`),_=new e(`
    query Designations {
  designations {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`),v=new e(`
    query Designation($id: ID!) {
  designation(id: $id) {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`),y=new e(`
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
}`),b=new e(`
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
}`),x=new e(`
    query TrainingTypes {
  trainingTypes {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`),S=new e(`
    query TrainingType($id: ID!) {
  trainingType(id: $id) {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`),C=new e(`
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
}`),w=new e(`
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
}`),T=new e(`
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
}`),E=new e(`
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
}`);export{T as C,h as E,x as S,g as T,t as _,b as a,E as b,m as c,_ as d,w as f,d as g,f as h,y as i,p as l,i as m,r as n,a as o,C as p,s as r,u as s,c as t,v as u,o as v,l as w,S as x,n as y};