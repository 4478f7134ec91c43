import type { Rolldown } from 'vite';

// Which modules the build puts in one file. Left alone, the bundler gives every set of modules
// that a different set of pages imports a file of its own, and a signed-in page loaded some 30
// scripts of 0.1-3 KB each, each a request whose headers (some 360 bytes) outweighed it (§17,
// budgets). Each group below joins files that the same pages load together, so a page loads
// little code it did not load before: a few hundred bytes on some pages, and on the sign-in page
// the menu trigger (3.6 KB) before its language menu opens. What each saved and cost is in
// docs/decisions/loading-tricks.md; a group that stops matching brings its small files back, and
// `npm run size` fails a signed-in page past its request budget.
//
// The groups name modules one by one and leave their dependencies where they were
// (`includeDependenciesRecursively: false`): a group that took its modules' dependencies took
// modules the entry needs too, and every page then loaded the group. Such a group must not import
// a file that imports it back (the order modules run in would then depend on which file loads
// first); `npm run check:bundles` fails a build whose files import each other in a circle.

type Group = Rolldown.CodeSplittingGroup;

/** A test for the app's modules at `paths` (under src/, without extension) and their CSS modules, which go where their component goes. */
function appModules(paths: readonly string[]): RegExp {
  return new RegExp(`/src/(${paths.join('|')})(\\.tsx?|\\.module\\.css)$`);
}

/** A test for a package's published modules at `paths` (under its dist/private/, without extension; a path ending in / takes a folder). */
function packageModules(name: string, paths: readonly string[]): RegExp {
  return new RegExp(`/node_modules/${name}/dist/private/(${paths.map((entry) => (entry.endsWith('/') ? `${entry}.*` : entry)).join('|')})\\.mjs$`);
}

/** A test that takes a module any of `tests` takes. */
function anyOf(...tests: RegExp[]): (id: string) => boolean {
  return (id) => tests.some((test) => test.test(id));
}

/** One group of named modules, their dependencies left where they are. */
function named(name: string, ...tests: RegExp[]): Group {
  return { name, test: anyOf(...tests), includeDependenciesRecursively: false };
}

/** The build's chunk groups, in order of precedence (`build.rolldownOptions.output.codeSplitting.groups`). */
export const chunkGroups: Group[] = [
  {
    name: 'framework',
    // What every page runs (React, the router, react-intl) as one file beside the entry instead of
    // half a dozen small ones. And react-aria's locale provider (0.9 KB): the shell and the controls
    // outside it that depend on locale share it. And small modules every page loads that the entry
    // shares with lazy chunks: `WhenNear`, the session store with the token reader (jwt-decode)
    // (the landing pages 103.5 and 103.1 KB before, 102.0 and 101.7 after).
    test: /node_modules\/((react|react-dom|scheduler|use-sync-external-store|wouter|regexparam|mitt|react-intl|@formatjs\/[^/]+|intl-messageformat|tslib|jwt-decode)\/|react-aria\/dist\/private\/i18n\/(I18nProvider|useDefaultLocale|utils)\.mjs)|\/src\/(loading\/when-near|storage\/session-store|domain\/token|domain\/id-token)\.tsx?$/,
  },
  // Vite's preload helper and the loading layer's primitive share a file of their own. Not in the
  // group above: with them inside, the framework, the entry and the page ran in one long task, and
  // Lighthouse's blocking time on the sign-in and landing pages rose from 12-20 ms to 106-189 ms
  // (npm run perf, five runs each, 2026-11-28).
  { name: 'framework', test: /(vite\/preload-helper|\/src\/loading\/on-demand\.ts$)/ },
  // react-aria's Button and selection indicator with the hooks only they share, the app's Button,
  // and the stored user, which the sign-in page and the shell both read: five files that the
  // sign-in page and every shell page loaded together.
  named(
    'controls',
    packageModules('react-aria-components', ['Button', 'SelectionIndicator']),
    packageModules('react-aria', ['interactions/useLongPress', 'utils/useDescription', 'utils/useEvent']),
    // The menu trigger (3.4 KB) every shell page's menus use: the sign-in page loads it early for
    // its language menu, and the shell pages one file fewer.
    packageModules('react-aria', [
      'menu/useMenuTrigger',
      'menu/intlStrings',
      'intl/menu/',
      'interactions/useContextMenu',
      'overlays/useOverlayTrigger',
      'overlays/useCloseOnScroll',
      'i18n/useLocalizedStringFormatter',
    ]),
    packageModules('react-stately', ['overlays/useOverlayTriggerState']),
    packageModules('@internationalized/string', ['LocalizedStringDictionary', 'LocalizedStringFormatter']),
    packageModules('react-stately', ['utils/useControlledState']),
    appModules(['storage/stored-user']),
    // Its stylesheet stays in the entry, whose error and offline pages draw links as buttons.
    /\/src\/components\/ui\/button\.tsx$/,
  ),
  { name: 'xstate', test: /node_modules\/(xstate|@xstate\/react)\// },
  // react-aria's text-field and form-validation modules, in ten files of 0.2-1.4 KB before, each a
  // request on every list page (the search field) and form. The sign-in page, which loaded part of
  // them, is 3.8 KB heavier for it (/employees 226.5 KB with 60 requests before, 220.5 with 52 after).
  named(
    'fields',
    packageModules('react-aria-components', ['Label', 'FieldError', 'Form', 'Group', 'Input', 'Text', 'Autocomplete']),
    packageModules('react-aria', [
      'label/useField',
      'label/useLabel',
      'utils/useLabels',
      'utils/useFormReset',
      'form/useFormValidation',
      'textfield/useTextField',
    ]),
    packageModules('react-stately', ['form/useFormValidationState']),
  ),
  // The signed-in shell's state and the helpers every shell page imports beside it: five files, each
  // loaded by exactly the pages that load the shell, and react-stately's toggle state (0.3 KB), which
  // the dashboard and the theme customizer loaded as a sixth.
  named(
    'shell',
    appModules([
      'hooks/shell-context',
      'machines/(shell|session|layout|locale|notifications)\\.machine',
      'machines/log-failure',
      'storage/notification-visit-store',
      'api/notifications',
      'api/oidc/sign-in-failure',
      'loading/preload-on-intent',
      'loading/on-first-open',
      'components/ui/form-dialog',
      'components/training/format',
    ]),
    packageModules('react-stately', ['menu/useMenuTriggerState', 'toggle/useToggleState']),
  ),
  // The domain rules that the pages share with the demo's mock backend, which every page of a demo
  // build loads: who may see and change what, training dates and states, list requests, the table
  // of schema-less lists, with the date library under them; and graphql-request with the generated
  // documents, which every page with data imports (its first request loads the client beside the
  // gateway) and the table above brings. Not in the groups below: they would bring the mock all they
  // hold (the landing pages of a demo build loaded the shell and react-aria's Button when these sat
  // in them).
  named(
    'domain',
    appModules([
      'domain/access',
      'domain/training',
      'domain/list-request',
      'api/app-lists',
      'api/generated/graphql',
      'api/generated/training/graphql',
      'api/gateway/graphql-request-graphql',
    ]),
    /\/node_modules\/(graphql-request\/|graphql\/language\/kinds\.mjs$)/,
    packageModules('@internationalized/date', [
      'utils',
      'calendars/GregorianCalendar',
      'weekStartData',
      'queries',
      'conversion',
      'manipulation',
      'string',
      'CalendarDate',
    ]),
  ),
  // A page's data (its resource machine, the training API) with the panel that shows its
  // loading, empty and error states, which every page with data shows, and the list of next
  // expirations (0.6 KB and a stylesheet) that the dashboard and its dialog share.
  named(
    'page-data',
    appModules([
      'hooks/use-resource',
      'machines/resource\\.machine',
      'hooks/training-sources',
      'hooks/detail-navigation',
      'components/training/status-badge',
      'api/training',
      'api/all-pages',
      'components/ui/state-panel',
      'components/training/expiring-trainings-list',
    ]),
  ),
  // A list page's view (search, filters, table, pager), its export, the data slices its filters and
  // forms choose from, and the drafts it reopens: four files and three stylesheets that every list
  // page loaded together.
  named(
    'lists',
    appModules([
      'hooks/use-server-list',
      'machines/list\\.machine',
      'machines/list-view',
      'components/ui/(lists|list-frame|pagination|filters-bar|native-select|data-table|column-widths|column-folds|list-export|two-line-cell)',
      'api/(calendar|reference|session-shared)',
      'machines/slices',
      'machines/submit\\.machine',
      'components/download',
      'hooks/use-submit',
      'hooks/use-csv-export',
      // A form's saved draft, which the list pages reopen, with the employee draft's choices (which import the slices above).
      'storage/draft-store',
      'hooks/use-reopen-draft',
      'routes/employees/(use-node-choices|employee-draft)',
    ]),
    packageModules('react-aria', ['searchfield/', 'intl/searchfield/']),
    packageModules('react-stately', ['searchfield/']),
    packageModules('react-aria-components', ['SearchField']),
  ),
];
