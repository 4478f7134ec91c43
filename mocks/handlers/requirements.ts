import { http } from 'msw';
import { trainingPaths } from '../../src/api/rest-paths';
import { canEditCatalogue } from '../../src/domain/access';
import { apiPath } from '../api-path';
import { complianceMatrix, lapsesOn } from '../compliance-matrix';
import { lapseForecast, lapsesMatching, readLapseQuery } from '../../src/domain/compliance-forecast';
import { dataInScope } from '../data-in-scope';
import { readMatrixQuery } from '../../src/domain/compliance-matrix';
import { localToday } from '../../src/domain/training';
import { listedExemption, readExemption, readRequirement } from '../requirement-checks';
import { defaultTrainingStore, type TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { commitBy, forbidden, signedIn } from './signed-in';
import { readBody } from './write-helpers';

/**
 * The requirements, exemptions, the matrix and the lapse forecast (docs/rest-contract.md "Compliance"), over `store`.
 * Everyone signed in reads the matrix and the forecast of the employees their scope reaches, the requirements, and the exemptions of the employees their scope reaches; only an admin
 * creates a requirement, grants an exemption or lifts one (403 'Permission Denied' otherwise, §10).
 * A refused write writes nothing and says why in `message` (400; 404 for an unknown exemption).
 */
export function requirementHandlers(store: TrainingStore = defaultTrainingStore) {
  return [
    http.get(
      apiPath(trainingPaths.compliance),
      signedIn(({ request }, { access }) => {
        const today = localToday();
        const query = readMatrixQuery(new URL(request.url).searchParams, today);
        return ok(complianceMatrix(dataInScope(store, access.scope), store.compliance(), query, today));
      }),
    ),
    http.get(
      apiPath(trainingPaths.forecast),
      signedIn(({ request }, { access }) => {
        const today = localToday();
        const department = new URL(request.url).searchParams.get('department') || null;
        const lapses = lapsesOn(dataInScope(store, access.scope, department), store.compliance(), today);
        return ok(lapseForecast(lapses, today));
      }),
    ),
    http.get(
      apiPath(trainingPaths.lapses),
      signedIn(({ request }, { access }) => {
        const today = localToday();
        const query = readLapseQuery(new URL(request.url).searchParams);
        return ok(lapsesMatching(lapsesOn(dataInScope(store, access.scope, query.departmentId), store.compliance(), today), query));
      }),
    ),
    http.get(
      apiPath(trainingPaths.requirements),
      signedIn((_info, { access }) => {
        const { requirements, exemptions } = store.compliance();
        const reached = new Set(dataInScope(store, access.scope).employees.map((employee) => employee.id));
        const data = store.data();
        return ok({
          requirements,
          exemptions: exemptions.filter((exemption) => reached.has(exemption.employeeId)).map((exemption) => listedExemption(exemption, data, requirements)),
        });
      }),
    ),
    http.post(
      apiPath(trainingPaths.requirements),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        if (!canEditCatalogue(access)) return forbidden();
        const compliance = store.compliance();
        const write = readRequirement(await readBody(request), store.data(), compliance.requirements);
        if (typeof write === 'string') return refused(write, 400);
        const requirement = { id: store.freshId('req', compliance.requirements), ...write, version: 1 };
        compliance.requirements.push(requirement);
        store.changed(commitBy(caller));
        return ok(requirement, 'The requirement was added.');
      }),
    ),
    http.post(
      apiPath(trainingPaths.exemptions),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        if (!canEditCatalogue(access)) return forbidden();
        const compliance = store.compliance();
        const write = readExemption(await readBody(request), store.data(), compliance.requirements, compliance.exemptions);
        if (typeof write === 'string') return refused(write, 400);
        const exemption = { id: store.freshId('exm', compliance.exemptions), ...write };
        compliance.exemptions.push(exemption);
        store.changed(commitBy(caller));
        return ok(listedExemption(exemption, store.data(), compliance.requirements), 'The exemption was granted.');
      }),
    ),
    http.delete<{ id: string }>(
      apiPath(`${trainingPaths.exemptions}/:id`),
      signedIn(({ params }, caller) => {
        const { access } = caller;
        if (!canEditCatalogue(access)) return forbidden();
        const compliance = store.compliance();
        const at = compliance.exemptions.findIndex((exemption) => exemption.id === params.id);
        if (at < 0) return refused(`There is no exemption with id ${params.id}.`, 404);
        const [lifted] = compliance.exemptions.splice(at, 1);
        store.changed(commitBy(caller));
        return ok(listedExemption(lifted, store.data(), compliance.requirements), 'The exemption was lifted.');
      }),
    ),
  ];
}
