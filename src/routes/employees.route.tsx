import { useIntl } from 'react-intl';
import type { Employee } from '../api/reference';
import { Card } from '../components/card';
import { DataList, type DataColumn } from '../components/data/data-list';
import { PageHeader } from '../components/page-header';
import { useTranslateMessage } from '../i18n/known-messages';
import { slices } from '../machines/slices';
import { ExpiringTrainingsFromNotifications } from './expiring-trainings';
import { useResource } from './use-resource';

/** §2 /employees: EmployeeData as a table (the training-tracking page is built later) and the expiring-trainings modal of §4. */
export default function EmployeesRoute() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const { list, loading, error, actorRef } = useResource(slices.employeeData);
  const columns: DataColumn<Employee>[] = [
    { id: 'code', header: intl.formatMessage({ id: 'employees.code' }), cell: (row) => row.code },
    { id: 'name', header: intl.formatMessage({ id: 'employees.name' }), cell: (row) => `${row.firstName} ${row.lastName}` },
    { id: 'email', header: intl.formatMessage({ id: 'employees.email' }), cell: (row) => row.email },
    { id: 'joinedOn', header: intl.formatMessage({ id: 'employees.joinedOn' }), cell: (row) => intl.formatDate(row.joinedOn, { dateStyle: 'medium', timeZone: 'UTC' }) },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'employees.status' }),
      cell: (row) => intl.formatMessage({ id: row.active ? 'employees.active' : 'employees.inactive' }),
    },
  ];

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.employees' })} description={intl.formatMessage({ id: 'employees.description' })} />
      <Card>
        <DataList
          caption={intl.formatMessage({ id: 'employees.table' })}
          columns={columns}
          rows={list}
          rowKey={(row) => row.id}
          loading={loading}
          error={error ? translate(error) : null}
          onRetry={() => actorRef.send({ type: 'resource.fetch' })}
        />
      </Card>
      <ExpiringTrainingsFromNotifications />
    </>
  );
}
