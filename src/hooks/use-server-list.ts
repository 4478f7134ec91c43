import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { fromPromise } from 'xstate';
import type { Page } from '../domain/list-request';
import type { ListControls } from '../components/ui/list-frame';
import type { SortState } from '../components/ui/data-table';
import { useTranslateMessage } from '../i18n/known-messages';
import { initialView, viewFromSearch, viewToSearch, type ListView, type ListViewSpec } from '../machines/list-view';
import { listMachine, selectList } from '../machines/list.machine';
import { useBoundMachine } from './use-bound-machine';
import { useDeferredSelector } from './use-deferred-selector';

/** The rows before the first page arrives: one array, so a memoized table sees no change. */
const NO_ROWS: never[] = [];

export interface ServerListOptions<Row> {
  spec: ListViewSpec;
  /** The server call for a view (map it with `viewToRequest`). */
  fetchPage: (view: ListView) => Promise<Page<Row>>;
  /** The order the server uses when none is chosen, as the table shows it. */
  defaultSort: SortState;
  /** Keep the view in the page's URL (default). Off for a list inside a control, like a picker. */
  inUrl?: boolean;
}

/**
 * Binds a server-side list page: one `listMachine` per page whose view lives in
 * the URL (read on load and on back/forward, written when the user changes it),
 * fetching with `fetchPage`. The user's changes push a history entry, so Back and
 * Forward step through the views; the list's corrections replace. @returns the list controls for the page's list
 * component, the current rows, the page they came in (`null` before the first), and the actor (send `list.refresh` after a write).
 */
export function useServerList<Row>({ spec, fetchPage, defaultSort, inUrl = true }: ServerListOptions<Row>) {
  const translate = useTranslateMessage();
  const [params, setParams] = useSearchParams();
  const machine = useBoundMachine({ fetchPage, setParams, inUrl }, (latest) =>
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }: { input: ListView }) => latest().fetchPage(input) as Promise<Page<unknown>>) },
      actions: {
        viewChanged: (_, { view, history }) => {
          if (latest().inUrl) latest().setParams((current) => viewToSearch(view, spec, current), { replace: history === 'replace' });
        },
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { view: inUrl ? viewFromSearch(params, spec) : initialView(spec) } });
  // The view holds the search as typed: it stays immediate. The rows redraw in the background.
  const view = useSelector(actorRef, (snapshot) => snapshot.context.view);
  const { page, loading, error } = useDeferredSelector(actorRef, selectList, shallowEqual);

  const search = params.toString();
  useEffect(() => {
    if (!inUrl) return;
    const current = new URLSearchParams(search);
    const view = viewFromSearch(current, spec);
    actorRef.send({ type: 'list.show', view });
    // A URL with values the list refused (a bad page, size, filter or date) is replaced by its canonical form.
    const canonical = viewToSearch(view, spec, current);
    if (canonical.toString() !== search) setParams(canonical, { replace: true });
  }, [actorRef, inUrl, search, spec, setParams]);

  // Stable across renders (the actor never changes), with the default order, so a memoized table
  // is not drawn again when only something else on its page changes (every list arriving re-rendered it).
  const actions = useMemo(
    () => ({
      onRetry: () => actorRef.send({ type: 'list.refresh' }),
      onSearchChange: (searchTerm: string) => actorRef.send({ type: 'list.search', searchTerm }),
      onFilterChange: (key: string, value: string | null) => actorRef.send({ type: 'list.filter', key, value }),
      onClear: () => actorRef.send({ type: 'list.clear' }),
      onSortChange: (sort: SortState) => actorRef.send({ type: 'list.sort', sort }),
      onPageChange: (pageNumber: number) => actorRef.send({ type: 'list.page', pageNumber }),
      onPageSizeChange: (pageSize: number) => actorRef.send({ type: 'list.pageSize', pageSize }),
    }),
    [actorRef],
  );
  const { column, direction } = defaultSort;
  const sort = useMemo(() => view.sort ?? { column, direction }, [view.sort, column, direction]);
  const controls: ListControls = {
    search: view.searchTerm,
    filters: view.filters,
    sort,
    pageNumber: view.pageNumber,
    pageSize: view.pageSize,
    total: page?.totalCount ?? null,
    isLoading: loading,
    error: error ? translate(error) : null,
    ...actions,
  };
  return { controls, rows: (page?.items ?? NO_ROWS) as Row[], page: page as Page<Row> | null, view, actorRef };
}
