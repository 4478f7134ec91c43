import { ExpiringTrainingsFromNotifications } from './expiring-trainings';
import { PlaceholderPage } from './placeholder-page';

/** §2 /employees: the page frame (its training-tracking content is not built yet) and the expiring-trainings modal of §4. */
export default function EmployeesRoute() {
  return (
    <>
      <PlaceholderPage title="nav.employees" description="employees.description" />
      <ExpiringTrainingsFromNotifications />
    </>
  );
}
