import type { LazyPage } from '../loading';
import type { Access } from '../app/guards';

/** Where a page is drawn: inside the dashboard shell or on its own. */
export type Frame = 'shell' | 'blank';

/** One row of the route table (§2): a path, a lazily loaded page, who may see it and its frame. */
export interface RouteDefinition {
  path: string;
  page: LazyPage;
  access: Access;
  frame: Frame;
  /** A page of training data: a signed-in account without a role sees 'Permission Denied' there instead (§10). */
  needsRole?: boolean;
}
