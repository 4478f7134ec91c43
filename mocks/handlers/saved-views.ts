import { http } from 'msw';
import { restPaths } from '../../src/api/rest-paths';
import { hasAccess } from '../../src/domain/access';
import { SAVED_VIEW_LISTS, savedViewMessages, savedViewSchema } from '../../src/domain/saved-view.schema';
import { apiPath } from '../api-path';
import { db, saveDb, type StoredView } from '../db';
import { readWrite } from '../read-write';
import { ok, refused } from './respond';
import { forbidden, signedIn, type Caller } from './signed-in';
import { nextId, readBody } from './write-helpers';

const schema = savedViewSchema(savedViewMessages);

/** A view as its reader gets it: whose it is, and whether it is theirs to delete. */
function viewFor(view: StoredView, { user, access }: Caller) {
  const owner = db.users.find((candidate) => candidate.user_id === view.ownerId);
  return {
    id: view.id,
    list: view.list,
    name: view.name,
    search: view.search,
    shared: view.shared,
    ownerName: owner ? `${owner.first_name} ${owner.last_name}`.trim() : '',
    canDelete: view.ownerId === user.user_id || (view.shared && access.role === 'admin'),
  };
}

/**
 * Saved views (docs/rest-contract.md "Saved views"): a user's named views of a list, kept by the
 * backend per user, so they follow them to another browser and over a sign-out. A view is theirs
 * alone unless an admin shared it. Saving under a name the user already gave that list replaces it.
 */
export const savedViewHandlers = [
  http.get(
    apiPath(restPaths.savedViews),
    signedIn(({ request }, caller) => {
      if (!hasAccess(caller.access)) return forbidden();
      const list = new URL(request.url).searchParams.get('list');
      const views = db.savedViews.filter((view) => view.list === list && (view.ownerId === caller.user.user_id || view.shared));
      return ok(views.map((view) => viewFor(view, caller)).sort((a, b) => a.name.localeCompare(b.name)));
    }),
  ),
  http.post(
    apiPath(restPaths.savedViews),
    signedIn(async ({ request }, caller) => {
      if (!hasAccess(caller.access)) return forbidden();
      const write = readWrite(schema, await readBody(request));
      if (typeof write === 'string') return refused(write, 400);
      if (!SAVED_VIEW_LISTS.includes(write.list)) return refused('There is no such list.', 400);
      // Sharing with everyone is an admin's to do.
      if (write.shared && caller.access.role !== 'admin') return forbidden();
      const same = db.savedViews.findIndex((view) => view.ownerId === caller.user.user_id && view.list === write.list && view.name === write.name);
      const view: StoredView = {
        id: same >= 0 ? db.savedViews[same]!.id : nextId('view', db.savedViews),
        ownerId: caller.user.user_id,
        list: write.list,
        name: write.name,
        search: write.search,
        shared: write.shared,
      };
      if (same >= 0) db.savedViews[same] = view;
      else db.savedViews.push(view);
      saveDb();
      return ok(viewFor(view, caller), 'View saved');
    }),
  ),
  http.delete<{ id: string }>(
    apiPath(`${restPaths.savedViews}/:id`),
    signedIn(({ params }, caller) => {
      const at = db.savedViews.findIndex((view) => view.id === params.id);
      const view = db.savedViews[at];
      // Another user's own view is, to this caller, no view at all.
      if (!view || (view.ownerId !== caller.user.user_id && !view.shared)) return refused(`There is no view with id ${params.id}.`, 404);
      if (!viewFor(view, caller).canDelete) return forbidden();
      db.savedViews.splice(at, 1);
      saveDb();
      return ok(view.id, 'View deleted');
    }),
  ),
];
