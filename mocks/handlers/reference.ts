import { http } from 'msw';
import { referencePaths, type ReferenceSet } from '../../src/api/rest-paths';
import { apiPath } from '../api-path';
import { defaultTrainingStore, type TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { signedIn, type Caller } from './signed-in';
import { inScope } from '../../src/domain/access';

/**
 * GET {path} and GET {path}/:id of the typed data sets (DepartmentData …
 * EmployeeData, the training catalogue), one pair per table row, read from `store`
 * (the `large` scenario passes its own).
 */
export function referenceHandlers(store: TrainingStore = defaultTrainingStore) {
  return (Object.keys(referencePaths) as ReferenceSet[]).flatMap((set) => {
    const { path } = referencePaths[set];
    // The employees are the one set a role's node limits (§10); the others are everyone's.
    const rows = ({ access }: Caller): { id: string }[] =>
      set === 'employees' ? store.data().employees.filter((employee) => inScope(access.scope, employee)) : store.data()[set];
    return [
      http.get(
        apiPath(path),
        signedIn((_info, caller) => ok(rows(caller))),
      ),
      http.get<{ id: string }>(
        apiPath(`${path}/:id`),
        signedIn(({ params }, caller) => {
          const row = rows(caller).find((candidate) => candidate.id === params.id);
          return row ? ok(row) : refused(`No entry with id ${params.id}.`, 404);
        }),
      ),
    ];
  });
}
