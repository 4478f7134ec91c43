import type { ComplianceStatus, StatusCounts } from './compliance';
import { isIsoDate, type IsoDate } from './training';

/** One column of the compliance matrix: a training some requirement names, and how many of the rows shown hold each status of it. */
export interface MatrixColumn {
  trainingId: string;
  code: string;
  title: string;
  counts: StatusCounts;
}

/** One row of the matrix: an employee and where they stand with each column's training (`null`: not required of them on the day). */
export interface MatrixRow {
  employeeId: string;
  code: string;
  name: string;
  department: string;
  statuses: (ComplianceStatus | null)[];
  /** Cells that are gaps (missing or expired). */
  gaps: number;
}

/** The matrix on one day, one page of its rows (the counts and the share are over every row the filters keep). */
export interface ComplianceMatrix {
  asOf: IsoDate;
  columns: MatrixColumn[];
  rows: MatrixRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  counts: StatusCounts;
  /** As `complianceShare`: held over owed, `null` when nothing is owed. */
  share: number | null;
}

/** How the matrix's rows are ordered: by name, or most gaps first. */
type MatrixSort = 'name' | 'gaps';

/** Statuses by urgency, most urgent first: where several requirements name one training for one employee, the cell shows the most urgent. */
export const STATUS_URGENCY: readonly ComplianceStatus[] = ['missing', 'expired', 'expiring', 'due', 'valid', 'exempt'];

/** What the matrix shows: its day, filters, order and page, read from a URL's or a request's query. */
export interface MatrixQuery {
  asOf: IsoDate;
  /** One employee's row only (their page). */
  employeeId: string | null;
  departmentId: string | null;
  designationId: string | null;
  workCenterId: string | null;
  status: ComplianceStatus | null;
  search: string;
  sort: MatrixSort;
  /** The other way round: Z to A, or most gaps first. */
  descending: boolean;
  pageNumber: number;
  pageSize: number;
}

/** The page sizes the matrix offers. */
export const MATRIX_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The matrix query of `params` (`asOf`, `employee`, `department`, `designation`, `workCenter`, `status`, `q`, `sort`, `order`, `page`, `size`), each
 * value that is missing or not one it can be read as taking its default: today, no filter, by name
 * from A (by gaps: fewest first), the first page of 25. Never throws.
 */
export function readMatrixQuery(params: URLSearchParams, today: IsoDate): MatrixQuery {
  const asOf = params.get('asOf') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    asOf: isIsoDate(asOf) ? asOf : today,
    employeeId: params.get('employee') || null,
    departmentId: params.get('department') || null,
    designationId: params.get('designation') || null,
    workCenterId: params.get('workCenter') || null,
    status: isComplianceStatus(status) ? status : null,
    search: (params.get('q') ?? '').trim().slice(0, 200),
    sort: params.get('sort') === 'gaps' ? 'gaps' : 'name',
    descending: params.get('order') === 'desc',
    pageNumber: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (MATRIX_PAGE_SIZES as readonly number[]).includes(size) ? size : MATRIX_PAGE_SIZES[0],
  };
}

/** @returns whether `value` is a compliance status (e.g. a filter read from a URL). */
export const isComplianceStatus = (value: string): value is ComplianceStatus => (STATUS_URGENCY as readonly string[]).includes(value);

/** A page of the matrix as a list shows it: its rows as the page's items, and the rest of the matrix beside them. */
export interface MatrixPage extends Omit<ComplianceMatrix, 'rows'> {
  items: MatrixRow[];
}
