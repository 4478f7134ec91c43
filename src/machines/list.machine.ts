import { assign, fromPromise, setup } from 'xstate';
import { pageCountOf, type Page } from '../domain/list-request';
import { sameView, type ListSort, type ListView } from './list-view';

/** How long typing in the search waits before it asks the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListInput {
  /** The view to show first (from the URL). */
  view: ListView;
  /** Overrides {@link SEARCH_DEBOUNCE_MS}. */
  debounceMs?: number;
}

export interface ListContext {
  view: ListView;
  /** The last page the server answered; kept while the next one loads. */
  page: Page<unknown> | null;
  loading: boolean;
  /** The failure of the last fetch (the §8 message), cleared by the next fetch. */
  error: string | null;
  debounceMs: number;
}

export type ListEvent =
  | { type: 'list.search'; searchTerm: string }
  | { type: 'list.filter'; key: string; value: string | null }
  | { type: 'list.clear' }
  | { type: 'list.sort'; sort: ListSort }
  | { type: 'list.page'; pageNumber: number }
  | { type: 'list.pageSize'; pageSize: number }
  /** The view of the URL (first load, back/forward, a shared link); ignored when already shown. */
  | { type: 'list.show'; view: ListView }
  /** Fetches the current view again (after a write). */
  | { type: 'list.refresh' };

/**
 * A view the route should write to the URL, and how: `push` for a change the user made (a filter,
 * sort, page, page size, search), so Back returns to the view before; `replace` for a correction the
 * list made (a page past the last), which is no step of the user's.
 */
export interface ViewChange {
  view: ListView;
  history: 'push' | 'replace';
}

const userChange = ({ context }: { context: ListContext }): ViewChange => ({ view: context.view, history: 'push' });
const listCorrection = ({ context }: { context: ListContext }): ViewChange => ({ view: context.view, history: 'replace' });

function withFilter(filters: Readonly<Record<string, string>>, key: string, value: string | null): Record<string, string> {
  const next = { ...filters };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

/**
 * A server-side list page: it holds the view (search, filters, sort,
 * page), fetches the page the server answers for it, and tells the route when
 * the view changed (`viewChanged`, which writes the URL: pushed for the user's changes, replaced
 * for the list's own corrections, see {@link ViewChange}).
 *
 * - Typing a search waits {@link SEARCH_DEBOUNCE_MS} after the last key, then fetches page 1.
 * - A filter, sort, clear or page-size change fetches page 1 at once (choosing the value a
 *   filter already has does nothing); a page change fetches that page.
 * - Every fetch replaces a running one: the latest view wins, a late answer for an
 *   older view is dropped. A failure keeps the last page and stores the message.
 * - `list.show` (the URL's view) fetches only when it differs from the view held,
 *   so writing the URL after a change does not fetch twice.
 * - An answer for a page past the last (a shared link to page 99 of a list that shrank,
 *   a crafted URL) fetches the last page instead and tells the route (`viewChanged`).
 *
 * Provide the `fetchPage` actor (the route's call for this list) and the `viewChanged` action.
 */
export const listMachine = setup({
  types: {} as { context: ListContext; events: ListEvent; input: ListInput },
  actors: {
    fetchPage: fromPromise<Page<unknown>, ListView>(() => Promise.reject(new Error('listMachine needs a fetchPage actor'))),
  },
  actions: {
    viewChanged: (_, _change: ViewChange) => {},
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
  },
  guards: {
    changesFilter: ({ context, event }) => event.type === 'list.filter' && (context.view.filters[event.key] ?? null) !== (event.value || null),
    isNewView: ({ context, event }) => event.type === 'list.show' && !sameView(context.view, event.view),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({ view: input.view, page: null, loading: true, error: null, debounceMs: input.debounceMs ?? SEARCH_DEBOUNCE_MS }),
  initial: 'loading',
  on: {
    'list.search': {
      target: '.debouncing',
      reenter: true,
      actions: assign({ view: ({ context, event }) => ({ ...context.view, searchTerm: event.searchTerm, pageNumber: 1 }) }),
      description: 'typing a search waits for a pause, then fetches page 1',
    },
    'list.filter': {
      guard: 'changesFilter',
      target: '.loading',
      reenter: true,
      actions: [
        assign({ view: ({ context, event }) => ({ ...context.view, filters: withFilter(context.view.filters, event.key, event.value), pageNumber: 1 }) }),
        { type: 'viewChanged', params: userChange },
      ],
      description: 'a new filter value fetches page 1 at once',
    },
    'list.clear': {
      target: '.loading',
      reenter: true,
      actions: [
        assign({ view: ({ context }) => ({ ...context.view, searchTerm: '', filters: {}, pageNumber: 1 }) }),
        { type: 'viewChanged', params: userChange },
      ],
      description: 'search and filters cleared: page 1 fetched at once',
    },
    'list.sort': {
      target: '.loading',
      reenter: true,
      actions: [assign({ view: ({ context, event }) => ({ ...context.view, sort: event.sort, pageNumber: 1 }) }), { type: 'viewChanged', params: userChange }],
      description: 'a new sort fetches page 1 at once',
    },
    'list.page': {
      target: '.loading',
      reenter: true,
      actions: [assign({ view: ({ context, event }) => ({ ...context.view, pageNumber: event.pageNumber }) }), { type: 'viewChanged', params: userChange }],
      description: 'the page chosen is fetched',
    },
    'list.pageSize': {
      target: '.loading',
      reenter: true,
      actions: [
        assign({ view: ({ context, event }) => ({ ...context.view, pageSize: event.pageSize, pageNumber: 1 }) }),
        { type: 'viewChanged', params: userChange },
      ],
      description: 'a new page size fetches page 1 at once',
    },
    'list.show': {
      guard: 'isNewView',
      target: '.loading',
      reenter: true,
      actions: assign({ view: ({ event }) => event.view }),
      description: "the URL's view (a link, back or forward) is fetched when it differs from the one held",
    },
    'list.refresh': { target: '.loading', reenter: true, description: 'the current view is fetched again (after a write)' },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        debounce: {
          target: 'loading',
          actions: { type: 'viewChanged', params: userChange },
          description: 'the typing paused: page 1 is fetched and the URL written',
        },
      },
    },
    loading: {
      entry: assign({ loading: true, error: null }),
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.view,
        onDone: [
          {
            guard: ({ context, event }) => context.view.pageNumber > pageCountOf(event.output.totalCount, context.view.pageSize),
            target: 'loading',
            reenter: true,
            actions: [
              assign({ view: ({ context, event }) => ({ ...context.view, pageNumber: pageCountOf(event.output.totalCount, context.view.pageSize) }) }),
              { type: 'viewChanged', params: listCorrection },
            ],
            description: 'a page past the last: the last page is fetched instead and the URL corrected',
          },
          { target: 'idle', actions: assign({ page: ({ event }) => event.output, loading: false }), description: 'the page the server answered is shown' },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)), loading: false }),
          description: 'the fetch failed: the last page stays and the message is stored',
        },
      },
    },
  },
});

/** The list as a page reads it. Pass `shallowEqual` to `useSelector`. */
export const selectList = ({ context }: { context: ListContext }) => ({
  view: context.view,
  page: context.page,
  loading: context.loading,
  error: context.error,
});
