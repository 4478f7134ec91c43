import { http } from 'msw';
import { listRequestFromQuery } from '../../src/api/list-request-query';
import { trainingPaths } from '../../src/api/rest-paths';
import { canEditCatalogue, canWrite, inScope } from '../../src/domain/access';
import { ListRequestError, type ListQueryFunction } from '../list-engine';
import { expiryDateOf, type TrainingRecord } from '../../src/domain/training';
import { toExportRow, type TrainingIndex } from '../training-index';
import { readCompletion, readPastCompletion, readSchedule, readTraining } from '../training-checks';
import { trainingDashboard } from '../training-stats';
import { requiredCounts } from '../compliance-matrix';
import { apiPath } from '../api-path';
import { defaultTrainingStore, type TrainingStore } from '../training-store';
import { changeHandlers } from './changes';
import { employeeWriteHandlers } from './employee-writes';
import { recordImportHandlers } from './record-import';
import { requirementHandlers } from './requirements';
import { ok, refused } from './respond';
import { commitBy, forbidden, signedIn, type Caller } from './signed-in';
import { readBody, staleWrite, text } from './write-helpers';

/**
 * Answers a list endpoint from the request's query over what the caller's scope reaches (a page:
 * `{ items, totalCount, pageNumber, pageSize }`); a bad list request is a 400 with the engine's message.
 */
function listAnswer<Row>(
  store: TrainingStore,
  query: (index: TrainingIndex) => ListQueryFunction<Row>,
  unpaged?: (rows: Row[], index: TrainingIndex) => unknown,
) {
  return ({ request }: { request: Request }, { access }: Caller) => {
    const listRequest = listRequestFromQuery(new URL(request.url).searchParams);
    const index = store.index(access.scope);
    try {
      return ok(unpaged ? unpaged(query(index).all(listRequest), index) : query(index)(listRequest));
    } catch (error) {
      if (error instanceof ListRequestError) return refused(error.message, 400);
      throw error;
    }
  };
}

/**
 * The training endpoints (docs/rest-contract.md "Training"), over `store`:
 * lists page, filter and sort on the server with the §3 list request
 * (mocks/list-engine.ts); statuses are derived here for the server's
 * today; writes are read with the forms' own schemas (mocks/training-checks.ts) and refused with `success: false` and the reason.
 * Each caller reads what their role's scope reaches (src/domain/access.ts); a
 * write outside their role or node is a 403 'Permission Denied' (§10).
 */
export function trainingHandlers(store: TrainingStore = defaultTrainingStore) {
  const index = () => store.index();
  const scopedIndex = (caller: Caller) => store.index(caller.access.scope);

  return [
    http.get(
      apiPath(trainingPaths.dashboard),
      signedIn((_info, caller) => {
        const data = store.data();
        const reached = { ...data, employees: data.employees.filter((employee) => inScope(caller.access.scope, employee)) };
        const index = scopedIndex(caller);
        return ok(trainingDashboard(index, requiredCounts(reached, store.compliance(), index.today)));
      }),
    ),

    http.get(apiPath(trainingPaths.employees), signedIn(listAnswer(store, (scoped) => scoped.queryEmployees))),
    http.get<{ id: string }>(
      apiPath(`${trainingPaths.employees}/:id`),
      signedIn(({ params }, caller) => {
        const row = scopedIndex(caller).employees.find((candidate) => candidate.employee.id === params.id);
        return row ? ok(row) : refused(`No employee with id ${params.id}.`, 404);
      }),
    ),
    ...employeeWriteHandlers(store),

    http.get(apiPath(trainingPaths.courses), signedIn(listAnswer(store, (scoped) => scoped.queryTrainings))),
    http.get<{ id: string }>(
      apiPath(`${trainingPaths.courses}/:id`),
      signedIn(({ params }, caller) => {
        const row = scopedIndex(caller).trainings.find((candidate) => candidate.training.id === params.id);
        return row ? ok(row) : refused(`No training with id ${params.id}.`, 404);
      }),
    ),
    http.post(
      apiPath(trainingPaths.courses),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        if (!canEditCatalogue(access)) return forbidden();
        const data = store.data();
        const write = readTraining(await readBody(request), contextOf(store));
        if (typeof write === 'string') return refused(write);
        const training = { id: store.freshId('trn', data.trainings), ...write, version: 1 };
        data.trainings.push(training);
        store.changed(commitBy(caller));
        return ok(training, 'Training created');
      }),
    ),
    http.put<{ id: string }>(
      apiPath(`${trainingPaths.courses}/:id`),
      signedIn(async ({ params, request }, caller) => {
        const { access } = caller;
        if (!canEditCatalogue(access)) return forbidden();
        const data = store.data();
        const position = data.trainings.findIndex((training) => training.id === params.id);
        if (position < 0) return refused(`No training with id ${params.id}.`, 404);
        const body = await readBody(request);
        const stored = data.trainings[position]!;
        const stale = staleWrite(stored, body.version, 'This training was changed by someone else.');
        if (stale) return stale;
        const write = readTraining(body, { ...contextOf(store), id: params.id });
        if (typeof write === 'string') return refused(write);
        // Completions already recorded keep their expiry: a certificate's end date is fixed when it is issued.
        const training = { id: params.id, ...write, version: stored.version + 1 };
        data.trainings[position] = training;
        store.changed(commitBy(caller));
        return ok(training, 'Training saved');
      }),
    ),

    http.get(
      apiPath(trainingPaths.recordExport),
      signedIn(
        listAnswer(
          store,
          (scoped) => scoped.queryRecords,
          (rows, scoped) => {
            const departments = new Map(scoped.departments.map((department) => [department.id, department.name]));
            return rows.map((row) => toExportRow(row, departments.get(row.employee.departmentId) ?? ''));
          },
        ),
      ),
    ),
    ...recordImportHandlers(store),
    ...requirementHandlers(store),
    ...changeHandlers(store),
    http.get(apiPath(trainingPaths.records), signedIn(listAnswer(store, (scoped) => scoped.queryRecords))),
    http.post(
      apiPath(trainingPaths.records),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        const data = store.data();
        const body = await readBody(request);
        const target = data.employees.find((employee) => employee.id === text(body.employeeId));
        if (!canWrite(access) || (target && !inScope(access.scope, target))) return forbidden();
        const write = readSchedule(body, { today: index().today, employees: data.employees, trainings: data.trainings, pending: data.records });
        if (typeof write === 'string') return refused(write);
        const record: TrainingRecord = { id: store.freshId('rec', data.records), ...write, completionDate: null, expiryDate: null, score: null, version: 1 };
        data.records.push(record);
        store.changed(commitBy(caller));
        return ok(rowOf(store, record.id), 'Training scheduled');
      }),
    ),
    http.post(
      apiPath(trainingPaths.pastCompletion),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        const data = store.data();
        const body = await readBody(request);
        const target = data.employees.find((employee) => employee.id === text(body.employeeId));
        if (!canWrite(access) || (target && !inScope(access.scope, target))) return forbidden();
        const write = readPastCompletion(body, { today: index().today, employees: data.employees, trainings: data.trainings, records: data.records });
        if (typeof write === 'string') return refused(write);
        const training = data.trainings.find((candidate) => candidate.id === write.trainingId)!;
        const record: TrainingRecord = {
          id: store.freshId('rec', data.records),
          employeeId: write.employeeId,
          trainingId: write.trainingId,
          scheduledDate: null,
          completionDate: write.completionDate,
          expiryDate: expiryDateOf(write.completionDate, training.validityMonths),
          score: write.score,
          version: 1,
        };
        data.records.push(record);
        store.changed(commitBy(caller));
        return ok(rowOf(store, record.id), 'Completion recorded');
      }),
    ),
    http.post<{ id: string }>(
      apiPath(`${trainingPaths.records}/:id/completion`),
      signedIn(async ({ params, request }, caller) => {
        const { access } = caller;
        if (!canWrite(access)) return forbidden();
        const data = store.data();
        const record = data.records.find((candidate) => candidate.id === params.id);
        if (!record) return refused(`No training record with id ${params.id}.`, 404);
        const employee = data.employees.find((candidate) => candidate.id === record.employeeId)!;
        if (!inScope(access.scope, employee)) return forbidden();
        const training = data.trainings.find((candidate) => candidate.id === record.trainingId)!;
        const body = await readBody(request);
        const stale = staleWrite(record, body.version, 'This training record was changed by someone else.', () => rowOf(store, record.id));
        if (stale) return stale;
        const write = readCompletion(body, { today: index().today, record, employee });
        if (typeof write === 'string') return refused(write);
        data.records[data.records.indexOf(record)] = {
          ...record,
          completionDate: write.completionDate,
          score: write.score,
          expiryDate: expiryDateOf(write.completionDate, training.validityMonths),
          version: record.version + 1,
        };
        store.changed(commitBy(caller));
        return ok(rowOf(store, record.id), 'Completion recorded');
      }),
    ),
  ];
}

function contextOf(store: TrainingStore) {
  const data = store.data();
  return {
    trainings: data.trainings,
    typeIds: new Set(data.trainingTypes.map((type) => type.id)),
    competencyIds: new Set(data.competencies.map((competency) => competency.id)),
  };
}

/** The record's row (status and all) after a write. */
function rowOf(store: TrainingStore, recordId: string) {
  return store.index().records.find((row) => row.record.id === recordId);
}
