import { assign, fromPromise, setup } from 'xstate';

/**
 * Where a slice's data comes from: the calls it supports (all optional) and how
 * its failures read. A slice is one such object (see `slices.ts`), not a copy of
 * the machine. Every call rejects with an Error whose message is the §8 text.
 */
export interface ResourceSource<Row = unknown> {
  /** Names the slice in the message of an unsupported request, e.g. 'Department'. */
  name: string;
  /** Fetches the whole list (§4 Data fetches). */
  list?(): Promise<Row[]>;
  /** Fetches one entry by id (DepartmentData … EmployeeData, §3). */
  item?(id: string): Promise<Row>;
  /** Adds an entry; resolves to the stored entry (calendar, §3). */
  add?(entry: Row): Promise<Row>;
  /** Replaces the entry with the same id; resolves to the stored entry (calendar). */
  update?(entry: Row): Promise<Row>;
  /** Deletes the entry with this id (calendar); given the entry as the slice holds it, when it does (its version). */
  remove?(id: string, entry?: Row): Promise<unknown>;
  /**
   * §4: the error this slice stores for any failure, e.g. 'Unsupported Department method'.
   * Without it the slice stores the failure's own message (the §8 text).
   */
  failureMessage?: string;
}

export interface ResourceInput {
  source: ResourceSource;
  /** Starts by fetching the list, as a page that shows the slice does. */
  fetchOnStart?: boolean;
}

/** One request of a slice (how requests overlap: see `resourceMachine`). */
export type ResourceRequest =
  | { kind: 'list' }
  | { kind: 'item'; id: string }
  | { kind: 'add'; entry: unknown }
  | { kind: 'update'; entry: unknown }
  | { kind: 'remove'; id: string; entry?: unknown };

/** §3 data slice: a list, a single item, the loading flag and the stored error. */
export interface ResourceContext {
  source: ResourceSource;
  list: unknown[];
  item: unknown;
  loading: boolean;
  error: string | null;
  /** The last item request found no such entry (404): the page's 'not found' state, which no retry changes. */
  missing: boolean;
  request: ResourceRequest | null;
}

export type ResourceEvent =
  | { type: 'resource.fetch' }
  | { type: 'resource.fetchItem'; id: string }
  | { type: 'resource.add'; entry: unknown }
  | { type: 'resource.update'; entry: unknown }
  | { type: 'resource.remove'; id: string };

type Outcome = { request: ResourceRequest; value: unknown };

/** The message of a request the slice's source does not support, unless the slice has its own (§4). */
function unsupportedMessage(source: ResourceSource): string {
  return source.failureMessage ?? `Unsupported ${source.name} method`;
}

function requestOf(event: ResourceEvent, list: readonly unknown[]): ResourceRequest {
  switch (event.type) {
    case 'resource.fetch':
      return { kind: 'list' };
    case 'resource.fetchItem':
      return { kind: 'item', id: event.id };
    case 'resource.add':
      return { kind: 'add', entry: event.entry };
    case 'resource.update':
      return { kind: 'update', entry: event.entry };
    case 'resource.remove':
      return { kind: 'remove', id: event.id, entry: list.find((entry) => idOf(entry) === event.id) };
  }
}

function perform(source: ResourceSource, request: ResourceRequest): Promise<unknown> {
  const unsupported = () => Promise.reject(new Error(unsupportedMessage(source)));
  switch (request.kind) {
    case 'list':
      return source.list ? source.list() : unsupported();
    case 'item':
      return source.item ? source.item(request.id) : unsupported();
    case 'add':
      return source.add ? source.add(request.entry) : unsupported();
    case 'update':
      return source.update ? source.update(request.entry) : unsupported();
    case 'remove':
      return source.remove ? source.remove(request.id, request.entry) : unsupported();
  }
}

/** The id of an entry as a string, so '7' and 7 name the same entry. */
function idOf(entry: unknown): string | undefined {
  const id = (entry as { id?: unknown } | null)?.id;
  return id === undefined || id === null ? undefined : String(id);
}

/** §4/§3: how a successful request changes the slice. */
function applyOutcome(context: ResourceContext, { request, value }: Outcome): Partial<ResourceContext> {
  switch (request.kind) {
    case 'list':
      return { list: value as unknown[] };
    case 'item':
      return { item: value };
    case 'add':
      return { list: [...context.list, value] };
    case 'update': {
      const id = idOf(value);
      return {
        list: context.list.map((entry) => (idOf(entry) === id ? value : entry)),
        item: idOf(context.item) === id ? value : context.item,
      };
    }
    case 'remove':
      return {
        list: context.list.filter((entry) => idOf(entry) !== request.id),
        item: idOf(context.item) === request.id ? null : context.item,
      };
  }
}

/** Whether a failure says the entry does not exist (an HTTP 404, as the REST layer's errors carry it). */
function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

function failureOf(source: ResourceSource, error: unknown): string {
  if (source.failureMessage) return source.failureMessage;
  return error instanceof Error ? error.message : String(error);
}

/**
 * §3/§4 one generic data slice, configured by its `ResourceSource` (input).
 * A request sets `loading` and clears `error`; success stores the whole answer
 * (the list, the item, or the list with the entry added, replaced or removed by
 * id) and clears `loading`; failure stores the slice's failure message (or the
 * §8 text) and clears `loading`; an item request answered 404 also sets `missing`. A read while
 * loading replaces the running request (the latest wins), except the same item asked again, which
 * is already on its way; a write while loading is ignored, so the UI disables writes while
 * `loading`. No failure stops the actor.
 */
export const resourceMachine = setup({
  types: {} as { context: ResourceContext; events: ResourceEvent; input: ResourceInput },
  actors: {
    perform: fromPromise<Outcome, { source: ResourceSource; request: ResourceRequest }>(async ({ input }) => ({
      request: input.request,
      value: await perform(input.source, input.request),
    })),
  },
  actions: {
    takeRequest: assign({ request: ({ context, event }) => requestOf(event, context.list) }),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    isItemInFlight: ({ context, event }) => event.type === 'resource.fetchItem' && context.request?.kind === 'item' && context.request.id === event.id,
  },
}).createMachine({
  id: 'resource',
  // fetchOnStart starts with a pending list request, so `starting` goes straight to loading.
  context: ({ input }) => ({
    source: input.source,
    list: [],
    item: null,
    loading: false,
    error: null,
    missing: false,
    request: input.fetchOnStart ? { kind: 'list' } : null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasRequest', target: 'loading', description: 'fetchOnStart: the list is fetched at once, as a page that shows the slice does' },
        { target: 'idle', description: 'nothing asked yet' },
      ],
    },
    idle: {
      on: {
        'resource.fetch': { target: 'loading', actions: 'takeRequest', description: '§4: the whole list is fetched' },
        'resource.fetchItem': { target: 'loading', actions: 'takeRequest', description: '§3: one entry is fetched by id' },
        'resource.add': { target: 'loading', actions: 'takeRequest', description: '§3: an entry is added' },
        'resource.update': { target: 'loading', actions: 'takeRequest', description: '§3: the entry with the same id is replaced' },
        'resource.remove': { target: 'loading', actions: 'takeRequest', description: '§3: the entry with this id is deleted' },
      },
    },
    loading: {
      entry: assign({ loading: true, error: null, missing: false }),
      on: {
        'resource.fetch': {
          target: 'loading',
          reenter: true,
          actions: 'takeRequest',
          description: 'a list fetch replaces the running request: the latest wins',
        },
        'resource.fetchItem': [
          { guard: 'isItemInFlight', description: 'the same item is already on its way' },
          { target: 'loading', reenter: true, actions: 'takeRequest', description: 'another item replaces the running request: the latest wins' },
        ],
      },
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ source: context.source, request: context.request! }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ ...applyOutcome(context, event.output), loading: false, request: null })),
          description: '§4: success stores the answer and clears loading',
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            error: failureOf(context.source, event.error),
            missing: context.request?.kind === 'item' && isNotFound(event.error),
            loading: false,
            request: null,
          })),
          description: "§4/§8: failure stores the slice's message and clears loading; an item answered 404 is missing",
        },
      },
    },
  },
});

/** The slice as a page reads it (§3): list, item, loading, error. Pass `shallowEqual` to `useSelector`. */
export const selectSlice = ({ context }: { context: ResourceContext }) => ({
  list: context.list,
  item: context.item,
  loading: context.loading,
  error: context.error,
  missing: context.missing,
});
