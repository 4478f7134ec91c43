import type {
  CompletionInput,
  EmployeeInput,
  ExemptionInput,
  ListRequestInput,
  MatrixQueryInput,
  PastCompletionInput,
  RequirementInput,
  ScheduleInput,
  TrainingInput,
} from '../generated/training/graphql';
import { rest, restList } from '../rest';
import { listRequestQuery } from '../list-request-query';
import { completionPath, itemPath, trainingPaths } from '../rest-paths';

type ListArgs = { request?: ListRequestInput | null };

/**
 * Resolvers of the training pages: each field is one REST call of
 * `trainingPaths`; list fields send the §3 list request as query parameters.
 * REST answers with the gateway's shapes (rows, pages), so they pass through.
 */
export const trainingResolvers = {
  Query: {
    trainingDashboard: () => rest<unknown>(trainingPaths.dashboard),
    requirements: () => rest<unknown>(trainingPaths.requirements),
    complianceForecast: ({ departmentId }: { departmentId?: string | null }) =>
      rest<unknown>(trainingPaths.forecast, { query: { department: departmentId ?? undefined } }),
    lapses: ({ month, departmentId, trainingId }: { month?: string | null; departmentId?: string | null; trainingId?: string | null }) =>
      restList<unknown>(trainingPaths.lapses, {
        query: { month: month ?? undefined, department: departmentId ?? undefined, training: trainingId ?? undefined },
      }),
    complianceMatrix: ({ query }: { query: MatrixQueryInput }) =>
      rest<unknown>(trainingPaths.compliance, {
        query: {
          asOf: query.asOf ?? undefined,
          employee: query.employeeId ?? undefined,
          department: query.departmentId ?? undefined,
          designation: query.designationId ?? undefined,
          workCenter: query.workCenterId ?? undefined,
          status: query.status ?? undefined,
          q: query.search ?? undefined,
          sort: query.sort ?? undefined,
          order: query.descending ? 'desc' : undefined,
          page: query.pageNumber ?? undefined,
          size: query.pageSize ?? undefined,
        },
      }),
    employeeRows: ({ request }: ListArgs) => rest<unknown>(trainingPaths.employees, { query: listRequestQuery(request) }),
    employeeRow: ({ id }: { id: string }) => rest<unknown>(itemPath(trainingPaths.employees, id)),
    trainingRows: ({ request }: ListArgs) => rest<unknown>(trainingPaths.courses, { query: listRequestQuery(request) }),
    trainingRow: ({ id }: { id: string }) => rest<unknown>(itemPath(trainingPaths.courses, id)),
    recordRows: ({ request }: ListArgs) => rest<unknown>(trainingPaths.records, { query: listRequestQuery(request) }),
    recordExport: ({ request }: ListArgs) => restList<unknown>(trainingPaths.recordExport, { query: listRequestQuery(request) }),
  },
  Mutation: {
    createRequirement: ({ requirement }: { requirement: RequirementInput }) => rest<unknown>(trainingPaths.requirements, { method: 'POST', body: requirement }),
    grantExemption: ({ exemption }: { exemption: ExemptionInput }) => rest<unknown>(trainingPaths.exemptions, { method: 'POST', body: exemption }),
    liftExemption: ({ id }: { id: string }) => rest<unknown>(itemPath(trainingPaths.exemptions, id), { method: 'DELETE' }),
    recordCompletion: ({ recordId, completion, version }: { recordId: string; completion: CompletionInput; version: number }) =>
      rest<unknown>(completionPath(recordId), {
        method: 'POST',
        body: { completionDate: completion.completionDate, score: completion.score ?? null, version },
      }),
    scheduleTraining: ({ schedule }: { schedule: ScheduleInput }) => rest<unknown>(trainingPaths.records, { method: 'POST', body: schedule }),
    recordPastCompletion: ({ completion }: { completion: PastCompletionInput }) =>
      rest<unknown>(trainingPaths.pastCompletion, { method: 'POST', body: { ...completion, score: completion.score ?? null } }),
    createTraining: ({ training }: { training: TrainingInput }) =>
      rest<unknown>(trainingPaths.courses, { method: 'POST', body: { ...training, validityMonths: training.validityMonths ?? null } }),
    updateTraining: ({ id, training, version }: { id: string; training: TrainingInput; version: number }) =>
      rest<unknown>(itemPath(trainingPaths.courses, id), { method: 'PUT', body: { ...training, validityMonths: training.validityMonths ?? null, version } }),
    createEmployee: ({ employee }: { employee: EmployeeInput }) => rest<unknown>(trainingPaths.employees, { method: 'POST', body: employee }),
    updateEmployee: ({ id, employee, version }: { id: string; employee: EmployeeInput; version: number }) =>
      rest<unknown>(itemPath(trainingPaths.employees, id), { method: 'PUT', body: { ...employee, version } }),
  },
};
