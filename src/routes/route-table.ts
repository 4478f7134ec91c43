import { createElement } from 'react';
import { CALLBACK_PATH, SILENT_CALLBACK_PATH } from '../api/oidc/paths';
import { LOGGED_OUT_PATH, LOGIN_PATH } from '../domain/return-url';
import { authPath, variantsOf, type AuthKind, type AuthVariant } from '../components/auth/auth-variants';
import { lazyPage, type PageModule } from '../loading';
import type { Access } from '../app/guards';
import type { Frame, RouteDefinition } from './route-types';
import type { ShellPageName } from './shell-pages';
import { LANDING_PATHS } from './landing-paths';

const route = (path: string, access: Access, frame: Frame, load: () => PageModule): RouteDefinition => ({
  path,
  access,
  frame,
  page: lazyPage(load),
});

/**
 * Loads a shell page through the shell's chunk (see shell-pages.ts), which it needs anyway. Only a
 * demo page can be absent there, and the table lists those only in a build that has them.
 */
const shellPage = (name: ShellPageName) => () =>
  import('../app/shell-root').then(({ shellPages }) => {
    const load = shellPages[name];
    return load ? load() : import('./templates/not-found.route');
  });

/** A shell page of the training data, for signed-in users with a role. */
const trainingPage = (path: string, name: ShellPageName): RouteDefinition => ({ ...route(path, 'session', 'shell', shellPage(name)), needsRole: true });

/** Picks a named component out of a module as a lazy page. */
const named =
  <Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key) =>
  () =>
    load().then((module) => ({ default: module[key] }));

/** §2 template auth pages: one component per kind, drawn in the frame of its variant. */
const templateKinds: Record<AuthKind, () => PageModule<{ variant: AuthVariant }>> = {
  login: named(() => import('./templates/sign-in-page'), 'SignInPage'),
  register: named(() => import('./templates/register-page'), 'RegisterPage'),
  'verify-email': () => import('./templates/verify-email.route'),
  'two-steps': () => import('./templates/two-step.route'),
  logout: named(() => import('./templates/logged-out-page'), 'LoggedOutPage'),
  'reset-password': named(() => import('./templates/reset-password-page'), 'ResetPasswordPage'),
  'create-password': named(() => import('./templates/create-password-page'), 'CreatePasswordPage'),
};

/** The page sign-out goes to (§2: /auth-logout-basic, the logged-out page's basic variant), loaded on its own. */
const signedOutPage = () =>
  import('./templates/logged-out-page').then(({ LoggedOutPage }) => ({ default: () => createElement(LoggedOutPage, { variant: 'basic' }) }));

/** `/auth-<kind>-<variant>`: the kind's page in that variant's frame. */
const templateRoute = (kind: AuthKind, variant: AuthVariant): RouteDefinition =>
  route(authPath(kind, variant), 'public', 'blank', () =>
    templateKinds[kind]().then(({ default: Page }) => ({ default: () => createElement(Page, { variant }) })),
  );

/** Generates `/auth-<kind>-<variant>` for every kind and its variants (§2), each kind one chunk. */
function templateRoutes(): RouteDefinition[] {
  return (Object.keys(templateKinds) as AuthKind[]).flatMap((kind) => variantsOf[kind].map((variant) => templateRoute(kind, variant)));
}

/** The template's demo pages (§2): the cart's targets, the template auth pages, coming soon, the landing pages. */
function demoRoutes(): RouteDefinition[] {
  return [
    route('/product-grid', 'session', 'shell', shellPage('productGrid')),
    route('/ecommerce-checkout', 'session', 'shell', shellPage('ecommerceCheckout')),
    ...templateRoutes(),
    route('/pages-coming-soon', 'public', 'blank', () => import('./templates/coming-soon.route')),
    route(
      LANDING_PATHS.onepage,
      'public',
      'blank',
      named(() => import('./landing/onepage-landing'), 'OnepageLanding'),
    ),
    route(
      LANDING_PATHS.product,
      'public',
      'blank',
      named(() => import('./landing/product-landing'), 'ProductLanding'),
    ),
  ];
}

/**
 * §2 route table. Every page is its own chunk. A build without the demo content (`VITE_DEMO_CONTENT=false`) has
 * the product's pages, sign-in, registration, the page sign-out goes to and the status pages the app
 * shows itself; the demo's paths then show the 404 page.
 */
export const routes: RouteDefinition[] = [
  trainingPage('/', 'home'),
  trainingPage('/employees', 'employees'),
  trainingPage('/employees/:id', 'employee'),
  trainingPage('/trainings', 'trainings'),
  trainingPage('/trainings/:id', 'training'),
  trainingPage('/employee-course-history', 'courseHistory'),
  trainingPage('/compliance', 'compliance'),
  trainingPage('/compliance/forecast', 'forecast'),
  trainingPage('/compliance/requirements', 'requirements'),
  trainingPage('/notification-detail', 'notificationDetail'),
  trainingPage('/activity', 'activity'),
  // oidc mode signs in at the identity provider (§6); other builds drop its pages (a constant condition).
  // `?.`: the e2e specs read this table in Node, where `import.meta.env` is not defined.
  ...(import.meta.env?.VITE_AUTH_MODE === 'oidc'
    ? [
        route(LOGIN_PATH, 'guest', 'blank', () => import('./auth/provider-login.route')),
        route(CALLBACK_PATH, 'public', 'blank', () => import('./auth/auth-callback.route')),
        route(SILENT_CALLBACK_PATH, 'public', 'blank', () => import('./auth/silent-callback.route')),
      ]
    : [route(LOGIN_PATH, 'guest', 'blank', () => import('./auth/login.route'))]),
  route('/account-register', 'public', 'blank', () => import('./auth/register.route')),
  // Without the demo, of the template pages only the one sign-out goes to (§2: /auth-logout-basic).
  ...(import.meta.env?.VITE_DEMO_CONTENT !== 'false' ? demoRoutes() : [route(LOGGED_OUT_PATH, 'public', 'blank', signedOutPage)]),
  route(
    '/pages-maintenance',
    'public',
    'blank',
    named(() => import('./templates/maintenance-page'), 'MaintenancePage'),
  ),
  route('/pages-404', 'public', 'blank', () => import('./templates/not-found.route')),
  route('/pages-offline', 'public', 'blank', () => import('./templates/offline.route')),
];

/** What every unknown path shows. */
export const notFoundPage = lazyPage(() => import('./templates/not-found.route'));
