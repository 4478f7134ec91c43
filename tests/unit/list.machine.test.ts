import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Page } from '../../src/domain/list-request';
import { initialView, PAGE_SIZES, sameView, viewFromSearch, viewToRequest, viewToSearch, type ListView, type ListViewSpec } from '../../src/machines/list-view';
import { listMachine, SEARCH_DEBOUNCE_MS, selectList, type ViewChange } from '../../src/machines/list.machine';

const spec: ListViewSpec = { filterKeys: ['department', 'status'], sortKeys: ['name', 'hireDate'], pageSizes: PAGE_SIZES };
const page = (view: ListView): Page<string> => ({
  items: [`rows for ${view.searchTerm}|${JSON.stringify(view.filters)}|${view.pageNumber}`],
  totalCount: 42,
  pageNumber: view.pageNumber,
  pageSize: view.pageSize,
});

describe('list view ↔ URL ↔ §3 list request', () => {
  it('reads a shared URL: search, filters, sort, page and size; ignores keys that are not the list’s', () => {
    const view = viewFromSearch(new URLSearchParams('q=ana&department=dep-2&status=expired&sort=hireDate&order=desc&page=3&size=25&scenario=empty'), spec);
    expect(view).toEqual({
      searchTerm: 'ana',
      filters: { department: 'dep-2', status: 'expired' },
      sort: { column: 'hireDate', direction: 'descending' },
      pageNumber: 3,
      pageSize: 25,
    });
  });

  it('falls back to defaults for values the list does not offer', () => {
    expect(viewFromSearch(new URLSearchParams('sort=salary&page=-2&size=7'), spec)).toEqual(initialView(spec));
    expect(viewFromSearch(new URLSearchParams('page=1.5'), spec).pageNumber).toBe(1);
  });

  it('writes the view back, leaving out defaults and keeping other keys', () => {
    const view: ListView = {
      searchTerm: ' ana ',
      filters: { status: 'expired' },
      sort: { column: 'name', direction: 'ascending' },
      pageNumber: 1,
      pageSize: 10,
    };
    expect(viewToSearch(view, spec, new URLSearchParams('scenario=empty&page=4&department=dep-1')).toString()).toBe(
      'scenario=empty&q=ana&status=expired&sort=name&order=asc',
    );
    expect(viewFromSearch(viewToSearch(view, spec), spec)).toEqual({ ...view, searchTerm: 'ana' });
  });

  it('maps to the list request: filters, fixed conditions and sort in the where clause', () => {
    const view: ListView = {
      searchTerm: 'ana',
      filters: { status: 'expired' },
      sort: { column: 'hireDate', direction: 'descending' },
      pageNumber: 2,
      pageSize: 25,
    };
    expect(viewToRequest(view, { training: 'trn-4' })).toEqual({
      searchTerm: 'ana',
      pageNumber: 2,
      pageSize: 25,
      whereClause: 'status=expired&training=trn-4&sort=hireDate&order=desc',
    });
    expect(viewToRequest(initialView(spec))).toEqual({ searchTerm: null, pageNumber: 1, pageSize: 10, whereClause: null });
  });

  it('compares views by what they show', () => {
    expect(sameView({ ...initialView(spec), searchTerm: 'ana ' }, { ...initialView(spec), searchTerm: 'ana' })).toBe(true);
    expect(sameView({ ...initialView(spec), filters: { a: '1', b: '2' } }, { ...initialView(spec), filters: { b: '2', a: '1' } })).toBe(true);
    expect(sameView({ ...initialView(spec), pageNumber: 2 }, initialView(spec))).toBe(false);
  });
});

describe('list machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(view: ListView = initialView(spec), fetch: (view: ListView) => Promise<Page<unknown>> = async (v) => page(v)) {
    const fetched: ListView[] = [];
    const written: ListView[] = [];
    const histories: ViewChange['history'][] = [];
    const actor = createActor(
      listMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input }: { input: ListView }) => {
            fetched.push(input);
            return fetch(input);
          }),
        },
        actions: {
          viewChanged: (_, change) => {
            written.push(change.view);
            histories.push(change.history);
          },
        },
      }),
      { input: { view } },
    ).start();
    return { actor, fetched, written, histories, list: () => selectList(actor.getSnapshot()) };
  }

  it('fetches the first view on start, without rewriting the URL', async () => {
    const { fetched, written, list } = start();
    expect(list().loading).toBe(true);
    await vi.runAllTimersAsync();
    expect(fetched).toHaveLength(1);
    expect(written).toEqual([]);
    expect(list()).toMatchObject({ loading: false, error: null, page: { totalCount: 42, pageNumber: 1 } });
  });

  it(`waits ${SEARCH_DEBOUNCE_MS} ms after the last key, then fetches page 1 once and writes the URL`, async () => {
    const { actor, fetched, written, list } = start({ ...initialView(spec), pageNumber: 3 });
    await vi.runAllTimersAsync();
    actor.send({ type: 'list.search', searchTerm: 'a' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'list.search', searchTerm: 'an' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'list.search', searchTerm: 'ana' });
    expect(list().view.searchTerm).toBe('ana');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(fetched).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toMatchObject({ searchTerm: 'ana', pageNumber: 1 });
    expect(written).toEqual([fetched[1]]);
    await vi.runAllTimersAsync();
    expect(list().page?.items).toEqual(['rows for ana|{}|1']);
  });

  it('a filter, sort or page size goes back to page 1 and fetches at once; a page change fetches that page; each is a step in the history', async () => {
    const { actor, fetched, written, histories } = start({ ...initialView(spec), pageNumber: 4 });
    await vi.runAllTimersAsync();
    actor.send({ type: 'list.filter', key: 'status', value: 'expired' });
    expect(fetched.at(-1)).toMatchObject({ filters: { status: 'expired' }, pageNumber: 1 });
    actor.send({ type: 'list.page', pageNumber: 2 });
    expect(fetched.at(-1)).toMatchObject({ filters: { status: 'expired' }, pageNumber: 2 });
    actor.send({ type: 'list.sort', sort: { column: 'name', direction: 'descending' } });
    expect(fetched.at(-1)).toMatchObject({ sort: { column: 'name', direction: 'descending' }, pageNumber: 1 });
    actor.send({ type: 'list.pageSize', pageSize: 50 });
    expect(fetched.at(-1)).toMatchObject({ pageSize: 50, pageNumber: 1 });
    actor.send({ type: 'list.filter', key: 'status', value: null });
    expect(fetched.at(-1)!.filters).toEqual({});
    const count = fetched.length;
    actor.send({ type: 'list.filter', key: 'status', value: null });
    expect(fetched).toHaveLength(count);
    actor.send({ type: 'list.filter', key: 'department', value: 'dep-1' });
    actor.send({ type: 'list.clear' });
    expect(fetched.at(-1)).toMatchObject({ searchTerm: '', filters: {}, pageNumber: 1 });
    expect(written).toEqual(fetched.slice(1));
    expect(new Set(histories)).toEqual(new Set(['push']));
  });

  it('keeps only the latest answer when requests overlap', async () => {
    const delays: Record<string, number> = { slow: 500, fast: 10 };
    const { actor, list } = start(
      initialView(spec),
      (view) => new Promise((resolve) => setTimeout(() => resolve(page(view)), delays[view.filters.status ?? ''] ?? 0)),
    );
    await vi.runAllTimersAsync();
    actor.send({ type: 'list.filter', key: 'status', value: 'slow' });
    actor.send({ type: 'list.filter', key: 'status', value: 'fast' });
    await vi.runAllTimersAsync();
    expect(list().page?.items).toEqual(['rows for |{"status":"fast"}|1']);
    expect(list().view.filters).toEqual({ status: 'fast' });
  });

  it('shows the URL’s view only when it differs from the one held', async () => {
    const { actor, fetched } = start();
    await vi.runAllTimersAsync();
    actor.send({ type: 'list.show', view: { ...initialView(spec), searchTerm: '  ' } });
    expect(fetched).toHaveLength(1);
    actor.send({ type: 'list.show', view: { ...initialView(spec), filters: { department: 'dep-3' } } });
    expect(fetched).toHaveLength(2);
    expect(fetched[1]!.filters).toEqual({ department: 'dep-3' });
  });

  it('stores a failure with its message, keeps the last page, and a refresh clears it', async () => {
    let fail = false;
    const { actor, list } = start(initialView(spec), async (view) => {
      if (fail) throw new Error('Permission Denied');
      return page(view);
    });
    await vi.runAllTimersAsync();
    fail = true;
    actor.send({ type: 'list.page', pageNumber: 2 });
    await vi.runAllTimersAsync();
    expect(list()).toMatchObject({ loading: false, error: 'Permission Denied', page: { pageNumber: 1 } });
    fail = false;
    actor.send({ type: 'list.refresh' });
    expect(list()).toMatchObject({ loading: true, error: null });
    await vi.runAllTimersAsync();
    expect(list()).toMatchObject({ loading: false, error: null, page: { pageNumber: 2 } });
  });

  it('goes to the last page when the server says the asked page is past it, and writes that view in place of the URL', async () => {
    const { fetched, written, histories, list } = start({ ...initialView(spec), pageNumber: 99_999 });
    await vi.runAllTimersAsync();
    expect(fetched.map((view) => view.pageNumber)).toEqual([99_999, 5]);
    expect(written.map((view) => view.pageNumber)).toEqual([5]);
    expect(histories).toEqual(['replace']);
    expect(list()).toMatchObject({ loading: false, view: { pageNumber: 5 }, page: { pageNumber: 5 } });
  });

  it('stays on page 1 of an empty list', async () => {
    const { fetched, written } = start(initialView(spec), async (view) => ({ items: [], totalCount: 0, pageNumber: view.pageNumber, pageSize: view.pageSize }));
    await vi.runAllTimersAsync();
    expect(fetched).toHaveLength(1);
    expect(written).toEqual([]);
  });
});
