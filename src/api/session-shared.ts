import { restSession } from './rest-session';

/**
 * A data set's calls with its list fetched once per session and shared by every page that shows it:
 * the reference data (departments, designations, work centers, types, competencies), which moving
 * between pages asked the server for again on every mount.
 * - A session is its token (`sessionKey`): a new sign-in, another user or a signed-out tab fetches anew.
 * - A failed fetch is not kept: the next page that asks tries again.
 * - Only for data sets the app never writes (§3 gives these a list and an item, nothing else): a
 *   shared list has no way to hear of a change but a new session.
 * @param calls the data set's own calls (their errors are passed on unchanged, §8 texts).
 * @returns the same calls, with `list` shared.
 */
export function sharedForSession<Row, Calls extends { list(): Promise<Row[]> }>(
  calls: Calls,
  sessionKey: () => string | null = () => restSession().token(),
): Calls {
  let shared: { session: string | null; rows: Promise<Row[]> } | null = null;
  const list = () => {
    const session = sessionKey();
    if (!shared || shared.session !== session) {
      const rows = calls.list().catch((error: unknown) => {
        if (shared?.rows === rows) shared = null;
        throw error;
      });
      shared = { session, rows };
    }
    return shared.rows;
  };
  return { ...calls, list };
}
