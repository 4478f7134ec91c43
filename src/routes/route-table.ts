import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from './guards';

/** Where a page is drawn: inside the dashboard shell or on its own. */
export type Frame = 'shell' | 'blank';

/** One row of the route table (§2): a path, a lazily loaded page, who may see it and its frame. */
export interface RouteDefinition {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  access: Access;
  frame: Frame;
}

const route = (path: string, access: Access, frame: Frame, load: () => Promise<{ default: ComponentType }>): RouteDefinition => ({
  path,
  access,
  frame,
  page: lazy(load),
});

/** §2 route table. Every page is its own chunk. */
export const routes: RouteDefinition[] = [
  route('/', 'session', 'shell', () => import('./home.route')),
  route('/employees', 'session', 'shell', () => import('./employees.route')),
  route('/employees/:id', 'session', 'shell', () => import('./employee.route')),
  route('/trainings', 'session', 'shell', () => import('./trainings.route')),
  route('/trainings/:id', 'session', 'shell', () => import('./training.route')),
  route('/employee-course-history', 'session', 'shell', () => import('./course-history.route')),
  route('/account-login', 'guest', 'blank', () => import('./login.route')),
  route('/account-register', 'public', 'blank', () => import('./register.route')),
  route('/auth-logout-basic', 'public', 'blank', () => import('./logout.route')),
];

/** What every unknown path shows. */
export const notFoundPage = lazy(() => import('./not-found.route'));
