/** The filter keys of the employees list (also its URL keys). Apart from the list, so a page's data can be requested before its UI code arrives. */
export const EMPLOYEE_FILTERS = ['department', 'designation', 'workCenter', 'status'] as const;
/** Its sortable columns (the server's sort keys). */
export const EMPLOYEE_SORTS = ['name', 'department', 'workCenter', 'hireDate', 'status'] as const;
