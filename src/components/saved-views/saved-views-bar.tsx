import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import styles from './saved-views-bar.module.css';

/** A saved view as the bar lists it. */
export interface SavedViewOption {
  id: string;
  name: string;
  shared: boolean;
  ownerName: string;
  canDelete: boolean;
}

export interface SavedViewsBarProps {
  views: readonly SavedViewOption[];
  /** The view the list shows now (its address matches it), if any. */
  currentId: string | null;
  onApply: (id: string) => void;
  onSave: () => void;
  onDelete: (id: string) => void;
  isDeleting?: boolean;
}

/**
 * A list's saved views (§20): choosing one shows the list as it was saved; 'Save view'
 * keeps the list's filters, sort, search and columns under a name; 'Delete view' removes the one
 * shown, when it is the reader's to delete. A shared view says who shared it.
 */
export function SavedViewsBar({ views, currentId, onApply, onSave, onDelete, isDeleting }: SavedViewsBarProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const current = views.find((view) => view.id === currentId) ?? null;
  return (
    <div className={styles.bar}>
      <NativeSelect
        label={t({ id: 'views.label' })}
        allLabel={t({ id: views.length === 0 ? 'views.none' : 'views.choose' })}
        options={views.map((view) => ({
          id: view.id,
          name: view.shared ? t({ id: 'views.sharedBy' }, { name: view.name, owner: view.ownerName }) : view.name,
        }))}
        value={currentId}
        onChange={(id) => id !== null && onApply(id)}
        isDisabled={views.length === 0}
      />
      <Button variant="secondary" onPress={onSave}>
        {t({ id: 'views.saveView' })}
      </Button>
      {current?.canDelete ? (
        <Button variant="ghost" onPress={() => onDelete(current.id)} isPending={isDeleting} aria-label={t({ id: 'views.deleteNamed' }, { name: current.name })}>
          {t({ id: 'views.delete' })}
        </Button>
      ) : null}
    </div>
  );
}
