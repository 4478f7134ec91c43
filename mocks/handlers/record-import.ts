import { http } from 'msw';
import { trainingPaths } from '../../src/api/rest-paths';
import { canWrite, inScope } from '../../src/domain/access';
import { recordKey, type ImportRow } from '../../src/domain/record-import';
import { checkImportRows } from '../import-checks';
import type { TrainingRecord } from '../../src/domain/training';
import { apiPath } from '../api-path';
import type { TrainingStore } from '../training-store';
import type { ChangeBatch } from '../change-log';
import { ok, refused } from './respond';
import { commitBy, forbidden, signedIn } from './signed-in';
import { readBody, text } from './write-helpers';

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

/** The longest file name an import's batch keeps. */
const MAX_FILE_NAME = 200;

/**
 * The batch an import's requests go in, which the change log keeps as one and can undo as one: the
 * id the browser gave its import (`batch.id`, the same on each of its requests), kept apart per
 * user, and the file's name. Without a usable one, each request is a batch of its own named 'import'.
 */
function importBatch(body: Record<string, unknown>, userId: number, serial: number): ChangeBatch {
  const named = body.batch && typeof body.batch === 'object' ? (body.batch as Record<string, unknown>) : {};
  const id = typeof named.id === 'string' && /^[\w-]{1,64}$/.test(named.id) ? named.id : `request-${serial}`;
  const file = text(named.file).trim().slice(0, MAX_FILE_NAME);
  return { id: `import-${userId}-${id}`, label: file || 'import' };
}

/**
 * POST /training/records/import `{ rows, batch: { id, file } }` (§10): checks every row again
 * with the browser's rules (src/domain/record-import.ts) against the server's
 * data and the caller's node, adds the valid rows that are not there yet, and
 * answers `{ added, present, problems, batch }` (the batch the change log keeps them under); a completion of a pending session
 * completes that session. Importing the same rows twice adds
 * nothing the second time. A viewer is a 403; more than 5000 rows a 400.
 */
export function recordImportHandlers(store: TrainingStore) {
  return [
    http.post(
      apiPath(trainingPaths.recordImport),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        if (!canWrite(access)) return forbidden();
        const body = await readBody(request);
        const rows = importRows(body);
        if (!rows) return refused('The import needs a list of rows.', 400);
        if (rows.length > MAX_IMPORT_ROWS) return refused(`At most ${MAX_IMPORT_ROWS} rows can be imported at a time.`, 400);
        const data = store.data();
        const batch = importBatch(body, caller.user.user_id, store.changes().length);
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
          let id = Number(store.freshId('rec', data.records).slice('rec-'.length));
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
              data.records[data.records.indexOf(pending)] = {
                ...pending,
                completionDate: record.completionDate,
                expiryDate: record.expiryDate,
                score: record.score,
                version: pending.version + 1,
              };
            else data.records.push({ id: `rec-${id++}`, ...record, version: 1 } satisfies TrainingRecord);
          }
          store.changed(commitBy(caller, batch));
        }
        return ok({ added: check.add.length, present: check.present.length, problems: check.problems, batch }, 'Records imported');
      }),
    ),
  ];
}
