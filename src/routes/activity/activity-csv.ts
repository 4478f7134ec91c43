import type { IntlShape } from 'react-intl';
import type { ExportColumn } from '../../domain/csv';
import type { Change } from '../../domain/change';
import { changeText } from '../../components/history/change-text';

/** One line of the activity log's export: a change and one of its fields (none for a change without fields). */
export interface ActivityCsvRow {
  change: Change;
  field: Change['fields'][number] | null;
}

/** The export's lines: one per field changed, so a spreadsheet can filter by field. */
export function activityCsvRows(changes: readonly Change[]): ActivityCsvRow[] {
  return changes.flatMap((change): ActivityCsvRow[] =>
    change.fields.length > 0 ? change.fields.map((field) => ({ change, field })) : [{ change, field: null }],
  );
}

/** The activity log's CSV columns, headed and worded in the active language; the moment as an ISO instant too, for sorting. */
export function activityCsvColumns(intl: IntlShape): ExportColumn<ActivityCsvRow>[] {
  const t = intl.formatMessage;
  const text = changeText(intl);
  return [
    { header: t({ id: 'changes.csv.at' }), value: ({ change }) => change.at },
    { header: t({ id: 'changes.csv.when' }), value: ({ change }) => text.when(change.at) },
    { header: t({ id: 'changes.csv.person' }), value: ({ change }) => change.actorName },
    { header: t({ id: 'changes.csv.kind' }), value: ({ change }) => text.kindName(change.kind) },
    { header: t({ id: 'changes.csv.record' }), value: ({ change }) => change.recordLabel },
    { header: t({ id: 'changes.csv.change' }), value: ({ change }) => text.headline(change) },
    { header: t({ id: 'conflict.field' }), value: ({ change, field }) => (field ? text.fieldLabel(change.kind, field.field) : '') },
    { header: t({ id: 'changes.before' }), value: ({ change, field }) => (field && change.action !== 'created' ? text.value(field.before) : '') },
    { header: t({ id: 'changes.after' }), value: ({ change, field }) => (field && change.action !== 'removed' ? text.value(field.after) : '') },
    { header: t({ id: 'changes.csv.batch' }), value: ({ change }) => change.batchLabel ?? '' },
  ];
}
