import type { ChangeQueryInput, ImportBatchInput, ImportRowInput, SavedViewInput } from '../generated/training/graphql';
import { ApiError } from '../errors';
import { rest, restList } from '../rest';
import { changePaths, itemPath, restPaths, trainingPaths } from '../rest-paths';

type QueryArgs = { query: ChangeQueryInput };

/** The change log's filters as the REST query names them (`mocks/change-views.ts` `readChangeQuery` reads them back). */
export function changeQuery(query: ChangeQueryInput) {
  return {
    kind: query.kind ?? undefined,
    actor: query.actorId ?? undefined,
    since: query.since ?? undefined,
    until: query.until ?? undefined,
    batch: query.batchId ?? undefined,
    employee: query.employeeId ?? undefined,
    record: query.record ?? undefined,
    action: query.action ?? undefined,
    page: query.pageNumber ?? undefined,
    size: query.pageSize ?? undefined,
  };
}

/**
 * A revert's or an undo's answer: what it wrote, or, for a 409, the records in the way with its
 * message (the schema checks their shape), so the page can show them; any other failure passes on.
 */
async function revertOutcome(call: Promise<unknown>): Promise<unknown> {
  try {
    return { message: '', ...((await call) as object) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const conflicts = (error.conflict as { conflicts?: unknown } | undefined)?.conflicts;
    return { changes: [], conflicts: Array.isArray(conflicts) ? conflicts : [], message: error.serverMessage ?? error.message };
  }
}

/**
 * Resolvers of the change log (docs/rest-contract.md "Changes"), of the import, whose batches it
 * undoes, and of the saved views of the lists ("Saved views"), which the same list pages show.
 */
export const changeResolvers = {
  Query: {
    changes: ({ query }: QueryArgs) => rest<unknown>(changePaths.list, { query: changeQuery(query) }),
    changeExport: ({ query }: QueryArgs) => restList<unknown>(changePaths.export, { query: changeQuery(query) }),
    changePeople: () => restList<unknown>(changePaths.people),
    savedViews: ({ list }: { list: string }) => restList<unknown>(restPaths.savedViews, { query: { list } }),
  },
  Mutation: {
    revertChange: ({ id, version }: { id: string; version: number }) =>
      revertOutcome(rest<unknown>(`${itemPath(changePaths.list, id)}/revert`, { method: 'POST', body: { version } })),
    undoBatch: ({ batchId }: { batchId: string }) =>
      revertOutcome(rest<unknown>(`${itemPath(changePaths.batches, batchId)}/undo`, { method: 'POST', body: {} })),
    saveView: ({ view }: { view: SavedViewInput }) => rest<unknown>(restPaths.savedViews, { method: 'POST', body: view }),
    deleteView: ({ id }: { id: string }) => rest<unknown>(itemPath(restPaths.savedViews, id), { method: 'DELETE' }),
    importRecords: ({ rows, batch }: { rows: ImportRowInput[]; batch: ImportBatchInput }) =>
      rest<unknown>(trainingPaths.recordImport, { method: 'POST', body: { rows, batch } }),
  },
};
