import { http } from 'msw';
import { appLists } from '../../src/api/app-lists';
import { appListPath } from '../../src/api/rest-paths';
import { apiPath } from '../api-path';
import { appListRows } from '../fixtures/app-lists';
import { ok } from './respond';
import { signedIn } from './signed-in';

/** GET /app/{list} for each of the 18 lists of §7, from the one table in src/api/app-lists.ts. */
export const appListHandlers = appLists.map((list) =>
  http.get(
    apiPath(appListPath(list)),
    signedIn(() => ok(appListRows[list])),
  ),
);
