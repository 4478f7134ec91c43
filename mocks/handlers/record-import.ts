import { http } from 'msw';
import { trainingPaths } from '../../src/api/rest-paths';
import { canWrite, inScope } from '../../src/domain/access';
import { recordKey, type ImportRow } from '../../src/domain/record-import';
import { checkImportRows } from '../import-checks';
import type { TrainingRecord } from '../../src/domain/training';
import { apiPath } from '../api-path';
import type { TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { forbidden, signedIn } from './signed-in';
import { nextId, readBody, text } from './write-helpers';

/** The most rows one request may carry (the app sends batches of `IMPORT_BATCH_SIZE`). */
const MAX_IMPORT_ROWS = 5000;

/** A body's rows, each cell read as text (a missing or non-text cell is empty, which the checks then judge). */
function importRows(body: Record<string, unknown>): ImportRow[] | null {
  if (!Array.isArray(body.rows)) return null;
  return body.rows.map((raw: unknown, index) => {
    const row = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const line = typeof row.line === 'number' && Number.isInteger(row.line) ? row.line : index + 2;
    return {
      line,
      employeeCode: text(row.employeeCode),
      trainingCode: text(row.trainingCode),
      scheduledDate: text(row.scheduledDate),
      completionDate: text(row.completionDate),
      expiryDate: text(row.expiryDate),
      score: text(row.score),
    };
  });
}

/**
 * POST /training/records/import `{ rows }` (§10): checks every row again
 * with the browser's rules (src/domain/record-import.ts) against the server's
 * data and the caller's node, adds the valid rows that are not there yet, and
 * answers `{ added, present, problems }`; a completion of a pending session
 * completes that session. Importing the same rows twice adds
 * nothing the second time. A viewer is a 403; more than 5000 rows a 400.
 */
export function recordImportHandlers(store: TrainingStore) {
  return [
    http.post(
      apiPath(trainingPaths.recordImport),
      signedIn(async ({ request }, { access }) => {
        if (!canWrite(access)) return forbidden();
        const rows = importRows(await readBody(request));
        if (!rows) return refused('The import needs a list of rows.', 400);
        if (rows.length > MAX_IMPORT_ROWS) return refused(`At most ${MAX_IMPORT_ROWS} rows can be imported at a time.`, 400);
        const data = store.data();
        const check = checkImportRows(rows, {
          today: store.index().today,
          // Only the caller's employees: one outside their node is a code they do not know, and nothing more is said of it.
          employees: new Map(
            data.employees
              .filter((employee) => inScope(access.scope, employee))
              .map((employee) => [employee.code, { id: employee.id, hireDate: employee.hireDate, active: employee.active }]),
          ),
          trainings: new Map(data.trainings.map((training) => [training.code, { id: training.id, validityMonths: training.validityMonths }])),
          existing: new Set(data.records.map(recordKey)),
        });
        if (check.add.length > 0) {
          let id = Number(nextId('rec', data.records).slice('rec-'.length));
          for (const { line: _line, ...record } of check.add) {
            // A completion of a session still pending completes it, as 'Record completion' would, instead of leaving it open beside a second record.
            const pending = record.completionDate
              ? data.records.find(
                  (other) =>
                    other.employeeId === record.employeeId &&
                    other.trainingId === record.trainingId &&
                    other.completionDate === null &&
                    (record.scheduledDate === null || other.scheduledDate === record.scheduledDate),
                )
              : undefined;
            if (pending)
              Object.assign(pending, {
                completionDate: record.completionDate,
                expiryDate: record.expiryDate,
                score: record.score,
                version: pending.version + 1,
              });
            else data.records.push({ id: `rec-${id++}`, ...record, version: 1 } satisfies TrainingRecord);
          }
          store.changed();
        }
        return ok({ added: check.add.length, present: check.present.length, problems: check.problems }, 'Records imported');
      }),
    ),
  ];
}
