import { prefetch, prefetched } from '../api/prefetch';
import { trainingApi } from '../api/training';
import { EMPLOYEE_FILTERS, EMPLOYEE_SORTS } from '../components/training/employees-list-keys';
import { PAGE_SIZES, viewFromSearch, viewToRequest, type ListView, type ListViewSpec } from '../machines/list-view';

/** Which URL keys the employees list owns. */
export const employeesSpec: ListViewSpec = { filterKeys: EMPLOYEE_FILTERS, sortKeys: EMPLOYEE_SORTS, pageSizes: PAGE_SIZES };

const keyOf = (view: ListView) => `employees ${JSON.stringify(viewToRequest(view))}`;
const request = (view: ListView) => () => trainingApi.employees(viewToRequest(view));

/** The employees page of a view; the first one may already be under way ({@link prefetchEmployees}). */
export const fetchEmployees = (view: ListView) => prefetched(keyOf(view), request(view));

/** Starts fetching the page of employees that `search` (a URL query) shows, while the page's code still loads. */
export function prefetchEmployees(search: string): void {
  const view = viewFromSearch(new URLSearchParams(search), employeesSpec);
  prefetch(keyOf(view), request(view));
}
