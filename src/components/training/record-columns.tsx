import { useIntl } from 'react-intl';
import type { IsoDate } from '../../domain/training';
import type { RecordRow } from '../../domain/training-rows';
import type { DataColumn } from '../ui/data-table';
import styles from '../ui/lists.module.css';
import { useFormatDate } from './format';
import { StatusBadge, useWidestStatus } from './status-badge';

/** The order in which a list folds each record column into its rows' details (1 folds first). */
export interface RecordFoldOrders {
  scheduledDate: number;
  completionDate: number;
  expiryDate: number;
  score: number;
}

/**
 * The columns every list of training records shows (§11: the course history, a training's holders,
 * an employee's history), read the same way everywhere: the scheduled and completed dates, the
 * expiry ('Never' for a training that does not expire, '—' until completed), the score and the
 * status, with 'Renewed' under a record a later one replaced.
 * @param sortable whether the server sorts by these columns (the paged lists), or not (a profile's history).
 * @returns DataTable columns, 9 rem wide (the score 6), the status never folding.
 */
export function useRecordColumns({ sortable, foldOrders }: { sortable: boolean; foldOrders: RecordFoldOrders }): DataColumn<RecordRow>[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: 'history.scheduled' | 'history.completed' | 'history.expires' | 'history.never' | 'history.score' | 'history.status' | 'history.renewed') =>
    intl.formatMessage({ id });
  const date = (value: IsoDate | null) => (value ? formatDate(value) : '—');
  const widestBadge = useWidestStatus();
  return [
    {
      id: 'scheduledDate',
      header: t('history.scheduled'),
      width: 9,
      foldOrder: foldOrders.scheduledDate,
      sortable,
      cell: ({ record }) => date(record.scheduledDate),
    },
    {
      id: 'completionDate',
      header: t('history.completed'),
      width: 9,
      foldOrder: foldOrders.completionDate,
      sortable,
      cell: ({ record }) => date(record.completionDate),
    },
    {
      id: 'expiryDate',
      header: t('history.expires'),
      width: 9,
      foldOrder: foldOrders.expiryDate,
      sortable,
      cell: ({ record }) => (record.completionDate ? (record.expiryDate ? formatDate(record.expiryDate) : t('history.never')) : '—'),
    },
    {
      id: 'score',
      header: t('history.score'),
      width: 6,
      foldOrder: foldOrders.score,
      sortable,
      align: 'end',
      cell: ({ record }) => (record.score === null ? '—' : intl.formatNumber(record.score)),
    },
    {
      id: 'status',
      header: t('history.status'),
      width: 9,
      widestBadge,
      sortable,
      cell: ({ status, current }) => (
        <span className={styles.statusCell}>
          <StatusBadge status={status} />
          {current ? null : <span className={styles.secondary}>{t('history.renewed')}</span>}
        </span>
      ),
    },
  ];
}
