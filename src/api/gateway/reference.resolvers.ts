import { itemPath, referencePaths } from '../rest-paths';
import { rest, restList } from '../rest';

type Resolver = (args: { id: string }) => Promise<unknown>;

/**
 * Resolvers of the six typed data sets (DepartmentData … EmployeeData, §3), one pair per
 * row of `referencePaths`: the list field is `GET {path}`, the item field `GET {path}/{id}`.
 * REST sends the gateway's field names (camelCase), so rows pass through unchanged.
 */
export const referenceResolvers = {
  Query: Object.fromEntries(
    Object.entries(referencePaths).flatMap(([list, { item, path }]): [string, Resolver][] => [
      [list, () => restList<unknown>(path)],
      [item, ({ id }) => rest<unknown>(itemPath(path, id))],
    ]),
  ),
};
