import type { SavedViewList } from '../domain/saved-view.schema';
import { request } from './client';
import { DeleteViewDocument, SavedViewsDocument, SaveViewDocument, type SavedViewFieldsFragment } from './generated/training/graphql';

/** A saved view of a list, as the backend gives it. */
export type SavedView = SavedViewFieldsFragment;

/**
 * The saved views' calls, through the gateway (docs/rest-contract.md "Saved views"). The read @throws
 * ApiError told already (§8); a save refused (a name too long, sharing without being an admin) throws
 * untold with the server's reason, for the form to show.
 */
export const savedViewsApi = {
  /** The user's views of `list`, and those an admin shared, by name. */
  list: async (list: SavedViewList): Promise<SavedView[]> => (await request(SavedViewsDocument, { list })).savedViews,
  /** Saves a view, replacing the user's view of that name. @returns it as stored. */
  save: async (view: { list: SavedViewList; name: string; search: string; shared: boolean }): Promise<SavedView> =>
    (await request(SaveViewDocument, { view })).saveView,
  /** Deletes a view. @returns its id. */
  remove: async (id: string): Promise<string> => (await request(DeleteViewDocument, { id })).deleteView,
};
