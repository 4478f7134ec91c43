import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { savedViewsApi, type SavedView } from '../../api/saved-views';
import { SavedViewsBar } from '../../components/saved-views/saved-views-bar';
import { toast } from '../../components/toast';
import { FormDialog } from '../../components/ui/form-dialog';
import { isolate } from '../../domain/bidi';
import type { SavedViewList } from '../../domain/saved-view.schema';
import { useAccess } from '../../hooks/shell-context';
import { useResourceItem } from '../../hooks/use-resource';
import { useSubmit } from '../../hooks/use-submit';
import type { ResourceSource } from '../../machines/resource.machine';
import { lazyPart } from '../../loading';
import type { SaveViewValues } from './save-view-form';

// The form (react-hook-form) loads with its dialog, on first open.
const SaveViewForm = lazyPart(() => import('./save-view-form').then((module) => module.SaveViewForm)).Component;

/** The views of a list, keyed by the list. */
const viewsSource: ResourceSource<SavedView[]> = { name: 'Saved views', item: (list) => savedViewsApi.list(list as SavedViewList) };

/**
 * What a view keeps of a list's address: everything but the page (a view opens on its first page),
 * in a fixed order, so the same view reads the same however its address was written.
 */
function viewSearch(params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => name !== 'page').sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

/**
 * A list page's saved views (§20), kept by the backend for the signed-in user: choose one
 * to show the list as saved (a new history entry, so Back returns), save the list as it is now under
 * a name (an admin may share it with everyone), delete the one shown. A refused save stays in its
 * dialog with the reason; a fault is §8's toast.
 */
export function SavedViews({ list }: { list: SavedViewList }) {
  const intl = useIntl();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const views = useResourceItem(viewsSource, list);
  const [saving, setSaving] = useState(false);
  const search = viewSearch(params);
  const current = useMemo(() => views.item?.find((view) => viewSearch(new URLSearchParams(view.search)) === search) ?? null, [views.item, search]);
  const save = useSubmit(
    (values: SaveViewValues) => savedViewsApi.save({ list, name: values.name, search, shared: values.shared }),
    (view) => {
      setSaving(false);
      void toast(intl.formatMessage({ id: 'views.saved' }, { name: isolate(view.name) }), 'success');
      views.refresh();
    },
  );
  const remove = useSubmit(
    (view: SavedView) => savedViewsApi.remove(view.id).then(() => view),
    (view) => {
      void toast(intl.formatMessage({ id: 'views.deleted' }, { name: isolate(view.name) }), 'success');
      views.refresh();
    },
  );
  const close = () => {
    setSaving(false);
    save.reset();
  };
  return (
    <>
      <SavedViewsBar
        views={views.item ?? []}
        currentId={current?.id ?? null}
        onApply={(id) => {
          const view = views.item?.find((candidate) => candidate.id === id);
          if (view) setParams(new URLSearchParams(view.search));
        }}
        onSave={() => setSaving(true)}
        onDelete={(id) => {
          const view = views.item?.find((candidate) => candidate.id === id);
          if (view) remove.run(view);
        }}
        isDeleting={remove.isSubmitting}
      />
      <FormDialog title={intl.formatMessage({ id: 'views.saveView' })} isOpen={saving} onOpenChange={(open) => !open && close()}>
        <SaveViewForm
          defaultName={current?.canDelete ? current.name : ''}
          defaultShared={current?.canDelete ? current.shared : false}
          canShare={access.role === 'admin'}
          onSubmit={save.run}
          onCancel={close}
          isSubmitting={save.isSubmitting}
          submitError={save.error}
        />
      </FormDialog>
    </>
  );
}
