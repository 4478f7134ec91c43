import type { MatrixColumn, MatrixPage, MatrixQuery, MatrixRow } from '../domain/compliance-matrix';
import { LARGEST_PAGE } from './all-pages';
import { request } from './client';
import {
  ComplianceForecastDocument,
  ComplianceMatrixDocument,
  CreateRequirementDocument,
  GrantExemptionDocument,
  LapsesDocument,
  LiftExemptionDocument,
  RequirementsDocument,
  type ExemptionInput,
  type RequirementInput,
} from './generated/training/graphql';
import type { ListedExemption, StoredRequirement } from '../domain/compliance';
import type { Lapse, LapseForecast, LapseQuery } from '../domain/compliance-forecast';

/**
 * One page of the compliance matrix for `query` (its day, filters, order and page), with the columns,
 * counts and share beside the rows. @throws ApiError with the §8 message (already told).
 */
export async function fetchComplianceMatrix(query: MatrixQuery): Promise<MatrixPage> {
  const { rows, ...matrix } = (await request(ComplianceMatrixDocument, { query })).complianceMatrix;
  return { ...matrix, items: rows };
}

/**
 * Adds a requirement (admins). @returns it as stored. @throws ApiError with the server's reason
 * (a duplicate names the existing one) or 'Permission Denied' (§8, §10).
 */
export async function createRequirement(requirement: RequirementInput): Promise<StoredRequirement> {
  return (await request(CreateRequirementDocument, { requirement })).createRequirement;
}

/**
 * Every row of the matrix `query` keeps (not only its page), read page after page, with the columns
 * they are in, for an export. @throws ApiError as {@link fetchComplianceMatrix}.
 */
export async function fetchWholeMatrix(query: MatrixQuery): Promise<{ columns: MatrixColumn[]; rows: MatrixRow[] }> {
  const rows: MatrixRow[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchComplianceMatrix({ ...query, pageNumber, pageSize: LARGEST_PAGE });
    rows.push(...page.items);
    if (page.items.length < LARGEST_PAGE || rows.length >= page.totalCount) return { columns: page.columns, rows };
  }
}

/**
 * Every requirement, and the exemptions of the employees the caller's scope reaches (§19).
 * @throws ApiError with the §8 message (already told).
 */
export async function fetchRequirements(): Promise<{ requirements: StoredRequirement[]; exemptions: ListedExemption[] }> {
  return (await request(RequirementsDocument)).requirements;
}

/**
 * Exempts an employee from a requirement that binds them, with a reason (admins).
 * @returns the exemption as stored. @throws ApiError with the server's reason or 'Permission Denied' (§8, §10).
 */
export async function grantExemption(exemption: ExemptionInput): Promise<ListedExemption> {
  return (await request(GrantExemptionDocument, { exemption })).grantExemption;
}

/**
 * Lifts an exemption by id (admins): the requirement binds the employee again.
 * @returns the exemption lifted. @throws ApiError with the server's reason (none such: 404) or 'Permission Denied' (§8, §10).
 */
export async function liftExemption(id: string): Promise<ListedExemption> {
  return (await request(LiftExemptionDocument, { id })).liftExemption;
}

/**
 * The lapse forecast of the next 12 months (§19) over the employees the caller's scope reaches, or
 * one department's. @throws ApiError with the §8 message (already told).
 */
export async function fetchLapseForecast(departmentId: string | null): Promise<LapseForecast> {
  return (await request(ComplianceForecastDocument, { departmentId })).complianceForecast;
}

/** The forecast's lapses `query` names, soonest expiry first. @throws ApiError with the §8 message (already told). */
export async function fetchLapses(query: LapseQuery): Promise<Lapse[]> {
  return (await request(LapsesDocument, query)).lapses;
}
