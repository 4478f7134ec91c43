import type { AppList } from '../generated/graphql';
import { appListPath } from '../rest-paths';
import { restList } from '../rest';

/** Resolver of the 18 schema-less lists of §7: `appList(list)` is `GET /app/{list}`, rows passed through whole. */
export const appListResolvers = {
  Query: {
    appList: ({ list }: { list: AppList }) => restList<unknown>(appListPath(list)),
  },
};
