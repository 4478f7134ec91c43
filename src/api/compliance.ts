import type { MatrixColumn, MatrixPage, MatrixQuery, MatrixRow } from '../domain/compliance-matrix';
import { LARGEST_PAGE } from './all-pages';
import { request } from './client';
import { ComplianceMatrixDocument, CreateRequirementDocument, type RequirementInput } from './generated/training/graphql';
import type { StoredRequirement } from '../domain/compliance';

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
