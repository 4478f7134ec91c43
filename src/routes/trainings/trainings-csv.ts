import type { IntlShape } from 'react-intl';
import { statusLabels } from '../../components/training/status-badge';
import type { ExportColumn } from '../../domain/csv';
import { TRAINING_STATUSES } from '../../domain/training';
import type { TrainingRow } from '../../domain/training-rows';
import { trainingTypeName } from './training-type-name';

/**
 * The CSV columns of the trainings list's export, headed in the active language: the catalogue's
 * fields (validity in months, empty when it never expires; duration in hours), then how many
 * active employees hold each training in each status, as the list counts them.
 */
export function trainingCsvColumns(intl: IntlShape): ExportColumn<TrainingRow>[] {
  const t = intl.formatMessage;
  return [
    { header: t({ id: 'csv.trainingCode' }), value: (row) => row.training.code },
    { header: t({ id: 'trainingForm.title' }), value: (row) => row.training.title },
    { header: t({ id: 'trainingForm.type' }), value: (row) => trainingTypeName(intl, row.type) },
    { header: t({ id: 'trainingForm.competency' }), value: (row) => row.competency.name },
    { header: t({ id: 'trainingForm.validity' }), value: (row) => row.training.validityMonths },
    { header: t({ id: 'trainingForm.duration' }), value: (row) => row.training.durationHours },
    ...TRAINING_STATUSES.map((status): ExportColumn<TrainingRow> => ({ header: t({ id: statusLabels[status] }), value: (row) => row.counts[status] })),
  ];
}
