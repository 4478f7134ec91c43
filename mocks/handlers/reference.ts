import { http } from 'msw';
import { referencePaths, type ReferenceSet } from '../../src/api/reference-paths';
import { apiPath } from '../api-path';
import { defaultTrainingStore, type TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { signedIn } from './signed-in';

/**
 * GET {path} and GET {path}/:id of the typed data sets (DepartmentData …
 * EmployeeData, the training catalogue), one pair per table row, read from `store`
 * (the `large` scenario passes its own).
 */
export function referenceHandlers(store: TrainingStore = defaultTrainingStore) {
  return (Object.keys(referencePaths) as ReferenceSet[]).flatMap((set) => {
    const { path } = referencePaths[set];
    const rows = (): { id: string }[] => store.data()[set];
    return [
      http.get(apiPath(path), signedIn(() => ok(rows()))),
      http.get<{ id: string }>(
        apiPath(`${path}/:id`),
        signedIn(({ params }) => {
          const row = rows().find((candidate) => candidate.id === params.id);
          return row ? ok(row) : refused(`No entry with id ${params.id}.`, 404);
        }),
      ),
    ];
  });
}
