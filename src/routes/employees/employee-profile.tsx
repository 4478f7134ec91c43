import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EmployeeRow, RecordRow } from '../../domain/training-rows';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import { useFormatDate } from '../../components/training/format';
import { useRecordColumns } from '../../components/training/record-columns';
import { StatePanel, type LoadStateProps } from '../../components/ui/state-panel';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { ListExportBar, type ListExport } from '../../components/ui/list-export';
import { StatusBadge } from '../../components/training/status-badge';
import { TwoLineCell } from '../../components/ui/two-line-cell';
import styles from './employee-profile.module.css';

export interface EmployeeProfileProps extends LoadStateProps {
  /** The employee; `null` until loaded. */
  employee: EmployeeRow | null;
  /** Their course history, in the order to show (newest first). */
  history: RecordRow[];
  /** Shows "Schedule training". */
  onScheduleTraining?: () => void;
  /** Shows "Record completion" on each scheduled training; called with the record id. */
  onRecordCompletion?: (recordId: string) => void;
  /** Shows "Renew" on the current record of each expiring or expired training; called with the training id. */
  onRenew?: (trainingId: string) => void;
  /** Shows "Record a completed training": a course taken with no session scheduled here. */
  onRecordPastCompletion?: () => void;
  /** The CSV export of their whole course history, above its table. */
  listExport?: ListExport;
  /** Their required trainings (a section of its own), shown between the facts and the history. */
  requirements?: ReactNode;
}

/** An employee's profile (code, contact, department, designation, work center, hire date, status) and their training history. */
export function EmployeeProfile({
  employee,
  history,
  onScheduleTraining,
  onRecordCompletion,
  onRenew,
  onRecordPastCompletion,
  listExport,
  requirements,
  isLoading,
  error,
  onRetry,
}: EmployeeProfileProps) {
  const hasActions = !!(onRecordCompletion || onRenew);
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: MessageId) => intl.formatMessage({ id });

  const columns: DataColumn<RecordRow>[] = [
    {
      id: 'training',
      header: t('history.training'),
      isRowHeader: true,
      cell: ({ training }) => <TwoLineCell emphasis main={training.title} detail={training.code} isCode />,
    },
    ...useRecordColumns({ sortable: false, foldOrders: { scheduledDate: 2, completionDate: 3, expiryDate: 4, score: 1 } }),
    ...(hasActions
      ? [
          {
            id: 'actions',
            header: t('history.actions'),
            isHeaderHidden: true,
            width: 11,
            foldOrder: 5,
            buttonLabels: [t('history.recordCompletion'), t('history.renew')],
            cell: ({ record, training, status, current }: RecordRow) => (
              <>
                {status === 'scheduled' && onRecordCompletion ? (
                  <Button
                    variant="secondary"
                    onPress={() => onRecordCompletion(record.id)}
                    aria-label={intl.formatMessage({ id: 'history.recordCompletionOf' }, { training: training.title })}
                  >
                    {t('history.recordCompletion')}
                  </Button>
                ) : null}
                {current && (status === 'expiring' || status === 'expired') && onRenew ? (
                  <Button
                    variant="secondary"
                    onPress={() => onRenew(training.id)}
                    aria-label={intl.formatMessage({ id: 'history.renewOf' }, { training: training.title })}
                  >
                    {t('history.renew')}
                  </Button>
                ) : null}
              </>
            ),
          } satisfies DataColumn<RecordRow>,
        ]
      : []),
  ];

  const historyTitle = employee ? (
    <h3 id={`history-${employee.employee.id}`} className={styles.historyTitle}>
      {t('history.title')}
    </h3>
  ) : null;

  return (
    <StatePanel isLoading={isLoading || (!error && !employee)} error={error} onRetry={onRetry}>
      {employee ? (
        <article className={styles.profile} aria-labelledby={`employee-${employee.employee.id}`}>
          <header className={styles.header}>
            <span className={styles.avatar} aria-hidden="true">
              {employee.employee.firstName[0]}
              {employee.employee.lastName[0]}
            </span>
            <div className={styles.identity}>
              <h2 id={`employee-${employee.employee.id}`} className={styles.name}>
                {employee.employee.firstName} {employee.employee.lastName}
              </h2>
              <p className={styles.sub}>
                <span>{employee.employee.code}</span>
                <a href={`mailto:${employee.employee.email}`}>
                  <EmailAddress email={employee.employee.email} />
                </a>
              </p>
            </div>
            <div className={styles.badges}>
              {employee.status ? <StatusBadge status={employee.status} /> : null}
              {!employee.employee.active ? <span className={styles.inactive}>{t('employee.inactive')}</span> : null}
            </div>
            {onScheduleTraining || onRecordPastCompletion ? (
              <div className={styles.action}>
                {onRecordPastCompletion ? (
                  <Button variant="secondary" onPress={onRecordPastCompletion}>
                    {t('employee.recordPast')}
                  </Button>
                ) : null}
                {onScheduleTraining ? <Button onPress={onScheduleTraining}>{t('employee.schedule')}</Button> : null}
              </div>
            ) : null}
          </header>

          <dl className={styles.facts}>
            <div>
              <dt>{t('employee.department')}</dt>
              <dd>{employee.department.name}</dd>
            </div>
            <div>
              <dt>{t('employee.designation')}</dt>
              <dd>{employee.designation.name}</dd>
            </div>
            <div>
              <dt>{t('employee.workCenter')}</dt>
              <dd>
                {employee.workCenter.name}
                <span className={styles.muted}> · {employee.workCenter.location}</span>
              </dd>
            </div>
            <div>
              <dt>{t('employee.hireDate')}</dt>
              <dd>{formatDate(employee.employee.hireDate)}</dd>
            </div>
          </dl>

          {requirements}

          <section aria-labelledby={`history-${employee.employee.id}`}>
            {listExport ? (
              <ListExportBar {...listExport} isDisabled={history.length === 0} start={historyTitle} />
            ) : (
              <div className={styles.historyHead}>{historyTitle}</div>
            )}
            <DataTable
              label={t('history.title')}
              columns={columns}
              rows={history}
              rowKey={(row) => row.record.id}
              isRowMuted={(row) => !row.current}
              emptyMessage={t('history.empty')}
            />
          </section>
        </article>
      ) : null}
    </StatePanel>
  );
}

/** An e-mail address that, on a narrow screen, wraps after its `@` before it breaks inside a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
