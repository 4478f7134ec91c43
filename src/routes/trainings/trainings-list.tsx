import { useIntl } from 'react-intl';
import type { TrainingRow } from '../../domain/training-rows';
import type { DataColumn, RowLink } from '../../components/ui/data-table';
import type { ListExport } from '../../components/ui/list-export';
import { isNarrowed, ListFrame, type ListControls } from '../../components/ui/list-frame';
import type { SelectOption } from '../../components/ui/select-field';
import { TwoLineCell } from '../../components/ui/two-line-cell';
import { useTrainingTypeName } from './training-type-name';
import styles from '../../components/ui/lists.module.css';

export interface TrainingsListProps extends ListControls {
  /** The current page of trainings. */
  rows: TrainingRow[];
  /** Choices of the type and competency filters. */
  options: { types: readonly SelectOption[]; competencies: readonly SelectOption[] };
  /** The link to a training's page, by the training id. */
  trainingLink: (trainingId: string) => RowLink;
  /** The CSV export of every row the search and filters match (a bar above the filters). */
  listExport?: ListExport;
}

/** The filter keys of the trainings list (also its URL keys). */
export const TRAINING_FILTERS = ['type', 'competency'] as const;
/** Its sortable columns (the server's sort keys). */
export const TRAINING_SORTS = ['code', 'title', 'validity', 'duration', 'valid', 'expiring', 'expired'] as const;

/** A count that draws the eye only when it is not zero. */
function Count({ value, tone }: { value: number; tone?: 'expiring' | 'expired' }) {
  const intl = useIntl();
  return <span className={`${styles.number} ${value === 0 ? styles.zero : tone ? styles[tone] : ''}`}>{intl.formatNumber(value)}</span>;
}

/**
 * The trainings page's list: code, title, type, competency, validity
 * and duration, and how many active employees hold it valid, expiring or expired.
 */
export function TrainingsList({ rows, options, trainingLink, ...controls }: TrainingsListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTrainingTypeName();
  const columns: DataColumn<TrainingRow>[] = [
    { id: 'code', header: t({ id: 'trainingForm.code' }), width: 7, foldOrder: 1, sortable: true, cell: ({ training }) => training.code },
    {
      id: 'title',
      header: t({ id: 'trainingForm.title' }),
      isRowHeader: true,
      sortable: true,
      cell: ({ training, type, competency }) => <TwoLineCell emphasis main={training.title} detail={`${competency.name} · ${typeName(type)}`} />,
    },
    {
      id: 'validity',
      header: t({ id: 'trainings.validity' }),
      width: 8,
      foldOrder: 3,
      sortable: true,
      align: 'end',
      cell: ({ training }) =>
        training.validityMonths === null ? t({ id: 'history.never' }) : t({ id: 'trainings.months' }, { count: training.validityMonths }),
    },
    {
      id: 'duration',
      header: t({ id: 'trainings.duration' }),
      width: 8,
      foldOrder: 2,
      sortable: true,
      align: 'end',
      cell: ({ training }) => t({ id: 'trainings.hours' }, { count: training.durationHours }),
    },
    { id: 'valid', header: t({ id: 'status.valid' }), width: 6, foldOrder: 4, sortable: true, align: 'end', cell: (row) => <Count value={row.counts.valid} /> },
    {
      id: 'expiring',
      header: t({ id: 'status.expiring' }),
      width: 7,
      foldOrder: 5,
      sortable: true,
      align: 'end',
      cell: (row) => <Count value={row.counts.expiring} tone="expiring" />,
    },
    {
      id: 'expired',
      header: t({ id: 'status.expired' }),
      width: 6,
      sortable: true,
      align: 'end',
      cell: (row) => <Count value={row.counts.expired} tone="expired" />,
    },
  ];

  return (
    <ListFrame
      {...controls}
      label={t({ id: 'trainings.table' })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.training.id}
      rowLink={(row) => trainingLink(row.training.id)}
      searchPlaceholder={t({ id: 'trainings.searchPlaceholder' })}
      selects={[
        { key: 'type', label: t({ id: 'trainingForm.type' }), options: options.types },
        { key: 'competency', label: t({ id: 'trainingForm.competency' }), options: options.competencies },
      ]}
      emptyMessage={t({ id: isNarrowed(controls) ? 'trainings.noMatch' : 'trainings.none' })}
    />
  );
}
