import { http } from 'msw';
import { referencePaths, type ReferenceSet } from '../../src/api/reference-paths';
import { apiPath } from '../api-path';
import { db } from '../db';
import { ok, refused } from './respond';
import { signedIn } from './signed-in';

/** GET {path} and GET {path}/:id of the six typed data sets (DepartmentData … EmployeeData), one pair per table row. */
export const referenceHandlers = (Object.keys(referencePaths) as ReferenceSet[]).flatMap((set) => {
  const { path } = referencePaths[set];
  return [
    http.get(apiPath(path), signedIn(() => ok(db[set]))),
    http.get<{ id: string }>(
      apiPath(`${path}/:id`),
      signedIn(({ params }) => {
        const row = db[set].find((candidate) => candidate.id === params.id);
        return row ? ok(row) : refused(`No entry with id ${params.id}.`, 404);
      }),
    ),
  ];
});
