import type { MatrixPage, MatrixQuery } from '../domain/compliance-matrix';
import { request } from './client';
import { ComplianceMatrixDocument } from './generated/training/graphql';

/**
 * One page of the compliance matrix for `query` (its day, filters, order and page), with the columns,
 * counts and share beside the rows. @throws ApiError with the §8 message (already told).
 */
export async function fetchComplianceMatrix(query: MatrixQuery): Promise<MatrixPage> {
  const { rows, ...matrix } = (await request(ComplianceMatrixDocument, { query })).complianceMatrix;
  return { ...matrix, items: rows };
}
