import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { fromPromise } from 'xstate';
import type { Page } from '../api/training';
import type { ListControls } from '../components/training/list-frame';
import type { SortState } from '../components/training/data-table';
import { useTranslateMessage } from '../i18n/known-messages';
import { initialView, viewFromSearch, viewToSearch, type ListView, type ListViewSpec } from '../machines/list-view';
import { listMachine, selectList } from '../machines/list.machine';
import { useBoundMachine } from './use-bound-machine';

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
 * fetching with `fetchPage`. @returns the list controls for the page's list
 * component, the current rows, and the actor (send `list.refresh` after a write).
 */
export function useServerList<Row>({ spec, fetchPage, defaultSort, inUrl = true }: ServerListOptions<Row>) {
  const translate = useTranslateMessage();
  const [params, setParams] = useSearchParams();
  const machine = useBoundMachine({ fetchPage, setParams, inUrl }, (latest) =>
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }: { input: ListView }) => latest().fetchPage(input) as Promise<Page<unknown>>) },
      actions: {
        viewChanged: (_, view) => {
          if (latest().inUrl) latest().setParams((current) => viewToSearch(view, spec, current), { replace: true });
        },
      },
    }),
  );
  const actorRef = useActorRef(machine, { input: { view: inUrl ? viewFromSearch(params, spec) : initialView(spec) } });
  const { view, page, loading, error } = useSelector(actorRef, selectList, shallowEqual);

  const search = params.toString();
  useEffect(() => {
    if (inUrl) actorRef.send({ type: 'list.show', view: viewFromSearch(new URLSearchParams(search), spec) });
  }, [actorRef, inUrl, search, spec]);

  const controls: ListControls = {
    search: view.searchTerm,
    filters: view.filters,
    sort: view.sort ?? defaultSort,
    pageNumber: view.pageNumber,
    pageSize: view.pageSize,
    total: page?.totalCount ?? null,
    isLoading: loading,
    error: error ? translate(error) : null,
    onRetry: () => actorRef.send({ type: 'list.refresh' }),
    onSearchChange: (searchTerm) => actorRef.send({ type: 'list.search', searchTerm }),
    onFilterChange: (key, value) => actorRef.send({ type: 'list.filter', key, value }),
    onClear: () => actorRef.send({ type: 'list.clear' }),
    onSortChange: (sort) => actorRef.send({ type: 'list.sort', sort }),
    onPageChange: (pageNumber) => actorRef.send({ type: 'list.page', pageNumber }),
    onPageSizeChange: (pageSize) => actorRef.send({ type: 'list.pageSize', pageSize }),
  };
  return { controls, rows: (page?.items ?? []) as Row[], view, actorRef };
}
