import { useIntl } from 'react-intl';
import { CHANGE_ACTIONS, CHANGE_KINDS, type ActivityQuery } from '../../domain/change';
import { NativeSelect } from '../../components/ui/native-select';
import { DateField } from '../../components/ui/date-field';
import { Button } from '../../components/ui/button';
import { changeText } from '../../components/history/change-text';
import styles from './activity.module.css';

export interface ActivityFiltersProps {
  query: ActivityQuery;
  /** Who made changes the reader sees, for the person filter. */
  people: readonly { id: number; name: string }[];
  onChange: (query: ActivityQuery) => void;
}

/**
 * The activity log's filters (§20): kind of record, what happened (Removed: what can be restored),
 * person, and a range of days in the viewer's time zone; any change goes back to the first page. 'Clear filters' when one is set, a batch or a
 * record's history included.
 */
export function ActivityFilters({ query, people, onChange }: ActivityFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = changeText(intl);
  const set = (patch: Partial<ActivityQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filtered = query.kind || query.actorId !== null || query.from || query.to || query.batchId || query.employeeId || query.record || query.action;
  return (
    <div className={styles.filters} role="group" aria-label={t({ id: 'changes.filters' })}>
      <NativeSelect
        label={t({ id: 'changes.filter.kind' })}
        allLabel={t({ id: 'changes.filter.allKinds' })}
        options={CHANGE_KINDS.map((kind) => ({ id: kind, name: text.kindName(kind) }))}
        value={query.kind}
        onChange={(kind) => set({ kind: CHANGE_KINDS.find((candidate) => candidate === kind) ?? null })}
      />
      <NativeSelect
        label={t({ id: 'changes.filter.action' })}
        allLabel={t({ id: 'changes.filter.anyAction' })}
        options={CHANGE_ACTIONS.map((action) => ({ id: action, name: t({ id: `changes.actionName.${action}` }) }))}
        value={query.action}
        onChange={(action) => set({ action: CHANGE_ACTIONS.find((candidate) => candidate === action) ?? null })}
      />
      <NativeSelect
        label={t({ id: 'changes.filter.person' })}
        allLabel={t({ id: 'changes.filter.everyone' })}
        options={people.map((person) => ({ id: String(person.id), name: person.name }))}
        value={query.actorId === null ? null : String(query.actorId)}
        onChange={(person) => set({ actorId: person === null ? null : Number(person) })}
      />
      <DateField label={t({ id: 'history.from' })} value={query.from ?? ''} maxValue={query.to ?? undefined} onChange={(from) => set({ from: from || null })} />
      <DateField label={t({ id: 'history.to' })} value={query.to ?? ''} minValue={query.from ?? undefined} onChange={(to) => set({ to: to || null })} />
      {filtered ? (
        <Button
          variant="ghost"
          onPress={() => onChange({ kind: null, actorId: null, from: null, to: null, batchId: null, employeeId: null, record: null, action: null, page: 1 })}
        >
          {t({ id: 'filters.clear' })}
        </Button>
      ) : null}
    </div>
  );
}
