import { PlaceholderPage } from './placeholder-page';

/** §2 /employees: the page frame; its training-tracking content is not built yet. */
export default function EmployeesRoute() {
  return <PlaceholderPage title="nav.employees" description="employees.description" />;
}
