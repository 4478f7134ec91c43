import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { authPath, variantsOf, type AuthKind, type AuthVariant } from '../components/auth/auth-variants';
import { ChunkLoadError } from '../components/chunk-load-error';
import { onDemand } from '../components/on-demand';
import type { Access } from './guards';

/** Where a page is drawn: inside the dashboard shell or on its own. */
export type Frame = 'shell' | 'blank';

/** One row of the route table (§2): a path, a lazily loaded page, who may see it and its frame. */
export interface RouteDefinition {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Starts (once) fetching the page's chunk before it renders; `page` then renders from the same load. */
  preload: () => Promise<unknown>;
  access: Access;
  frame: Frame;
}

type PageModule<Props = object> = Promise<{ default: ComponentType<Props> }>;

/** A lazy page whose failed load becomes a `ChunkLoadError`, so the app shows the offline page instead of nothing. */
export function lazyPage(load: () => PageModule): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load().catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    }),
  );
}

const route = (path: string, access: Access, frame: Frame, load: () => PageModule): RouteDefinition => {
  const code = onDemand(load);
  return { path, access, frame, page: lazyPage(code.load), preload: code.load };
};

/** Picks a named component out of a module as a lazy page. */
const named =
  <Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key) =>
  () =>
    load().then((module) => ({ default: module[key] }));

/** §2 template auth pages: one component per kind, drawn in the frame of its variant. */
const templateKinds: Record<AuthKind, () => PageModule<{ variant: AuthVariant }>> = {
  login: named(() => import('../components/auth-pages/sign-in-page'), 'SignInPage'),
  register: named(() => import('../components/auth-pages/register-page'), 'RegisterPage'),
  'verify-email': () => import('./verify-email.route'),
  'two-steps': () => import('./two-step.route'),
  logout: named(() => import('../components/auth-pages/logged-out-page'), 'LoggedOutPage'),
  'reset-password': named(() => import('../components/auth-pages/reset-password-page'), 'ResetPasswordPage'),
  'create-password': named(() => import('../components/auth-pages/create-password-page'), 'CreatePasswordPage'),
};

/** Generates `/auth-<kind>-<variant>` for every kind and its variants (§2), each kind one chunk. */
function templateRoutes(): RouteDefinition[] {
  return (Object.keys(templateKinds) as AuthKind[]).flatMap((kind) =>
    variantsOf[kind].map((variant) =>
      route(authPath(kind, variant), 'public', 'blank', () =>
        templateKinds[kind]().then(({ default: Page }) => ({ default: () => createElement(Page, { variant }) })),
      ),
    ),
  );
}

/** §2 route table. Every page is its own chunk. */
export const routes: RouteDefinition[] = [
  route('/', 'session', 'shell', () => import('./home.route')),
  route('/employees', 'session', 'shell', () => import('./employees.route')),
  route('/employees/:id', 'session', 'shell', () => import('./employee.route')),
  route('/trainings', 'session', 'shell', () => import('./trainings.route')),
  route('/trainings/:id', 'session', 'shell', () => import('./training.route')),
  route('/employee-course-history', 'session', 'shell', () => import('./course-history.route')),
  route('/notification-detail', 'session', 'shell', () => import('./notification-detail.route')),
  route('/product-grid', 'session', 'shell', () => import('./product-grid.route')),
  route('/ecommerce-checkout', 'session', 'shell', () => import('./ecommerce-checkout.route')),
  route('/account-login', 'guest', 'blank', () => import('./login.route')),
  route('/account-register', 'public', 'blank', () => import('./register.route')),
  ...templateRoutes(),
  route('/pages-coming-soon', 'public', 'blank', () => import('./coming-soon.route')),
  route('/pages-maintenance', 'public', 'blank', named(() => import('../components/status/maintenance-page'), 'MaintenancePage')),
  route('/pages-404', 'public', 'blank', () => import('./not-found.route')),
  route('/pages-offline', 'public', 'blank', () => import('./offline.route')),
  route('/onepage-landing', 'public', 'blank', named(() => import('../components/landing/onepage-landing'), 'OnepageLanding')),
  route('/product-landing', 'public', 'blank', named(() => import('../components/landing/product-landing'), 'ProductLanding')),
];

/** What every unknown path shows. */
export const notFoundPage = lazyPage(() => import('./not-found.route'));
