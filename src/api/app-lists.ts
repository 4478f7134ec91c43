import { request } from './client';
import { AppListDocument, type AppList } from './generated/graphql';

/**
 * The one table of the 18 schema-less lists of §7: each REST list (`GET /app/{list}`,
 * the GraphQL `AppList` value) and the §3 slice that stores its answer whole.
 * It drives the gateway resolver, the mock handlers and the slices, so a list is
 * added here and nowhere else (the Node mock server imports it too).
 */
export const appListSlices = {
  product: 'product',
  productgrid: 'productgrid',
  order: 'order',
  seller: 'seller',
  employee: 'employee',
  holidays: 'holiday',
  leave_employee: 'leaveEmployee',
  leave_hr: 'leaveHR',
  attendance: 'attendance',
  department: 'department',
  estimate: 'estimate',
  expense: 'expense',
  salary: 'salary',
  notes: 'notes',
  friends: 'friends',
  event: 'event',
  userlist: 'userList',
  usergrid: 'userGrid',
} as const satisfies Record<AppList, string>;

/** Every schema-less list, in §7 order. */
export const appLists = Object.keys(appListSlices) as AppList[];

/** §3 slice name of a schema-less list, e.g. `leaveHR`. */
export type AppListSlice = (typeof appListSlices)[AppList];

/**
 * §7: `GET /app/{list}`. @returns the list's rows, whole, as the server sent them.
 * @throws ApiError with the §8 message (already shown to the user: `handled`).
 */
export async function fetchAppList(list: AppList): Promise<unknown[]> {
  return (await request(AppListDocument, { list })).appList;
}

export type { AppList };
