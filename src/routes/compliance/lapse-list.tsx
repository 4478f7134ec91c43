import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Lapse } from '../../domain/compliance-forecast';
import { DataTable, type DataColumn, type RowLink } from '../../components/ui/data-table';
import { Button } from '../../components/ui/button';
import { TwoLineCell } from '../../components/ui/two-line-cell';
import { useFormatDate } from '../../components/training/format';
import type { LoadStateProps } from '../../components/ui/state-panel';
import styles from './lapse-forecast.module.css';

export interface LapseListProps extends LoadStateProps {
  /** What the list is of, e.g. "Lapsing in January 2027 · Operations". */
  title: string;
  lapses: Lapse[];
  /** The employee's page, by id. */
  employeeLink: (employeeId: string) => RowLink;
  /** Opens Schedule for the lapse's employee and training; without it (a viewer) no Schedule shows. */
  onSchedule?: (lapse: Lapse) => void;
  onClose: () => void;
}

/**
 * The people behind a bar or a cell of the lapse forecast (§19): who, which training, their
 * department and the day it expires, soonest first, with Schedule beside each for who may schedule.
 */
export function LapseList({ title, lapses, employeeLink, onSchedule, onClose, isLoading, error, onRetry }: LapseListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formatDate = useFormatDate();
  const titleId = useId();
  const columns: DataColumn<Lapse>[] = [
    {
      id: 'employee',
      header: t({ id: 'forecast.employee' }),
      isRowHeader: true,
      cell: (lapse) => <TwoLineCell emphasis main={lapse.employeeName} detail={lapse.employeeCode} isCode />,
    },
    { id: 'training', header: t({ id: 'forecast.training' }), width: 14, foldOrder: 2, cell: (lapse) => lapse.trainingTitle },
    { id: 'department', header: t({ id: 'compliance.department' }), width: 12, foldOrder: 1, cell: (lapse) => lapse.department },
    { id: 'expires', header: t({ id: 'forecast.expires' }), width: 9, foldOrder: 3, cell: (lapse) => formatDate(lapse.expiryDate) },
    ...(onSchedule
      ? [
          {
            id: 'actions',
            header: t({ id: 'history.actions' }),
            isHeaderHidden: true,
            width: 9,
            foldOrder: 4,
            buttonLabels: [t({ id: 'forecast.schedule' })],
            cell: (lapse: Lapse) => (
              <Button
                variant="secondary"
                onPress={() => onSchedule(lapse)}
                aria-label={t({ id: 'forecast.scheduleFor' }, { training: lapse.trainingTitle, name: lapse.employeeName })}
              >
                {t({ id: 'forecast.schedule' })}
              </Button>
            ),
          } satisfies DataColumn<Lapse>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.lapsesHeader}>
        <h2 id={titleId} className={styles.lapsesTitle} tabIndex={-1}>
          {title}
        </h2>
        <Button variant="secondary" onPress={onClose}>
          {t({ id: 'common.close' })}
        </Button>
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={lapses}
        rowKey={(lapse) => `${lapse.employeeId}:${lapse.trainingId}`}
        rowLink={(lapse) => employeeLink(lapse.employeeId)}
        emptyMessage={t({ id: 'forecast.noLapses' })}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
      />
    </section>
  );
}
