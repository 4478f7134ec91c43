import { http } from 'msw';
import { changePaths } from '../../src/api/rest-paths';
import { apiPath } from '../api-path';
import { nextChangeNumber, type ChangeEntry, type ChangeKind } from '../change-log';
import { applyRevert, revertProblems, versionOf, type RevertProblem } from '../change-revert';
import { canRevert, canSee, changeViews, matchesQuery, readChangeQuery, type ViewContext } from '../change-views';
import type { TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { commitBy, forbidden, signedIn, type Caller } from './signed-in';
import { readBody } from './write-helpers';

/** The default and largest page of the change log. */
const PAGE_SIZE = 20;
const LARGEST_PAGE = 100;
/** The most entries one export carries. */
const EXPORT_LIMIT = 10_000;

/** What each kind is called in a conflict's message. */
const NOUNS: Record<ChangeKind, string> = {
  employee: 'employee',
  training: 'training',
  record: 'training record',
  requirement: 'requirement',
  exemption: 'exemption',
};

/**
 * The change log's endpoints (docs/rest-contract.md "Changes"): its pages and export, newest
 * first, filtered and scoped as the records they describe; a revert of one change, and the undo of
 * a batch (an import), each a new write in the log. Neither overwrites: a record changed since is a
 * 409 that lists what changed, and nothing is written.
 */
export function changeHandlers(store: TrainingStore) {
  const contextOf = (caller: Caller): ViewContext => ({ data: store.data(), compliance: store.compliance(), access: caller.access });
  /** The entries the caller reads that pass the request's filters, newest first. */
  const visible = (request: Request, context: ViewContext) => {
    const query = readChangeQuery(new URL(request.url).searchParams);
    const log = store.changes();
    const found: ChangeEntry[] = [];
    for (let position = log.length - 1; position >= 0; position--) {
      const entry = log[position]!;
      if (matchesQuery(entry, query) && canSee(entry, context)) found.push(entry);
    }
    return found;
  };
  const conflictAnswer = (problems: RevertProblem[], context: ViewContext) => {
    const first = problems[0]!;
    const message =
      problems.length > 1
        ? `Nothing was undone: ${problems.length} records changed since, or undoing them would break others.`
        : first.reason === 'changed'
          ? `This ${NOUNS[first.kind]} was changed by someone else since.`
          : `This ${NOUNS[first.kind]} cannot be changed back: ${first.detail ?? ''}`.trim();
    const conflicts = problems.map((problem) => {
      const entries =
        problem.since.length > 0
          ? problem.since
          : store
              .changes()
              .filter((entry) => entry.kind === problem.kind && entry.recordId === problem.recordId)
              .slice(-1);
      // Only what the reader may read of what changed since.
      const views = changeViews(
        entries.filter((entry) => canSee(entry, context)),
        context,
      );
      return {
        kind: problem.kind,
        recordId: problem.recordId,
        label: views[0]?.recordLabel ?? problem.recordId,
        detail: problem.detail,
        changes: views.reverse(),
      };
    });
    return Response.json({ success: false, message, data: { conflicts } }, { status: 409 });
  };
  /** Takes `entries` back as one write by `caller`, or answers why not. */
  const revert = (entries: ChangeEntry[], caller: Caller, batch: { id: string; label: string } | null, message: string) => {
    const context = contextOf(caller);
    const problems = revertProblems(store, entries);
    if (problems.length > 0) return conflictAnswer(problems, context);
    const reverting = applyRevert(store, entries);
    const written = store.changed({ ...commitBy(caller, batch), reverting });
    return ok({ changes: changeViews(written, contextOf(caller)), conflicts: [] }, message);
  };

  return [
    http.get(
      apiPath(changePaths.list),
      signedIn(({ request }, caller) => {
        const params = new URL(request.url).searchParams;
        const size = Math.min(LARGEST_PAGE, Math.max(1, Number.parseInt(params.get('size') ?? '', 10) || PAGE_SIZE));
        const found = visible(request, contextOf(caller));
        const pages = Math.max(1, Math.ceil(found.length / size));
        const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1));
        return ok({
          items: changeViews(found.slice((page - 1) * size, page * size), contextOf(caller)),
          totalCount: found.length,
          pageNumber: page,
          pageSize: size,
        });
      }),
    ),
    http.get(
      apiPath(changePaths.export),
      signedIn(({ request }, caller) => ok(changeViews(visible(request, contextOf(caller)).slice(0, EXPORT_LIMIT), contextOf(caller)))),
    ),
    http.get(
      apiPath(changePaths.people),
      signedIn((_info, caller) => {
        const context = contextOf(caller);
        const people = new Map<number, string>();
        for (const entry of store.changes()) if (canSee(entry, context)) people.set(entry.actor.id, entry.actor.name);
        return ok([...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)));
      }),
    ),
    http.post<{ id: string }>(
      apiPath(`${changePaths.list}/:id/revert`),
      signedIn(async ({ params, request }, caller) => {
        const context = contextOf(caller);
        const entry = store.changes().find((candidate) => candidate.id === params.id);
        // Another scope's change is, to this caller, no change at all.
        if (!entry || !canSee(entry, context)) return refused(`There is no change with id ${params.id}.`, 404);
        if (!canRevert(entry, context)) return forbidden();
        const body = await readBody(request);
        const named = body.version;
        if (typeof named !== 'number' || !Number.isInteger(named)) return refused('A change must name the version of the record it was made from.', 428);
        const current = store.changes().findLast((candidate) => candidate.kind === entry.kind && candidate.recordId === entry.recordId)!;
        if (named !== versionOf(current.after)) {
          return conflictAnswer([{ kind: entry.kind, recordId: entry.recordId, reason: 'changed', since: [current], detail: null }], context);
        }
        return revert([entry], caller, null, 'The change was undone.');
      }),
    ),
    http.post<{ id: string }>(
      apiPath(`${changePaths.batches}/:id/undo`),
      signedIn(({ params }, caller) => {
        const context = contextOf(caller);
        const entries = store.changes().filter((entry) => entry.batch?.id === params.id);
        if (!entries.some((entry) => canSee(entry, context))) return refused(`There is no batch with id ${params.id}.`, 404);
        // All or nothing: a batch with a record the caller may not take back (one moved out of their scope since) is refused whole.
        if (!entries.every((entry) => canRevert(entry, context))) return forbidden();
        const label = entries[0]!.batch!.label;
        // An id only the server makes ('undo-…'), apart from the browsers' import ids ('import-…').
        return revert(entries, caller, { id: `undo-${nextChangeNumber(store.changes())}`, label: `Undo of ${label}` }, `The import of ${label} was undone.`);
      }),
    ),
  ];
}
