import { Suspense, useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AriaLocaleContext } from '../components/aria-locale';
import { Loader } from '../components/loader';
import { toast } from '../components/toast';
import { I18nProvider, type I18nProviderProps } from '../i18n/i18n-provider';
import { ariaLocale } from '../i18n/languages';
import type { Direction } from '../theme/layout-settings';
import { HttpFaults } from './http-faults';
import { lazyPage, LoadErrorReport } from '../loading';

// VITE_AUTH_MODE and VITE_DEMO_CONTENT are replaced at build time, so an API or oidc build drops the
// badge chunk with the mock backend, and so does a build without the demo content.
const MockScenarioBadge =
  import.meta.env.VITE_AUTH_MODE === 'api' || import.meta.env.VITE_AUTH_MODE === 'oidc' || import.meta.env.VITE_DEMO_CONTENT === 'false'
    ? null
    : lazyPage(() => import('./mock-scenario-badge'));

/** Loads what `PageRoot` draws lazily (the demo badge), so a hydration does not wait for it. */
export const preloadPageRoot = (): Promise<void> => MockScenarioBadge?.preload() ?? Promise.resolve();

export interface PageRootProps {
  /** The loaded language's tag and messages, or null while they load (a loader shows). */
  intl: I18nProviderProps['intl'];
  /** The direction in effect, for react-aria's locale (`AriaScope`). */
  direction: Direction;
  children: ReactNode;
}

/** An overlay whose code cannot be loaded says so in a toast, §8's 'Something went wrong' (`OnFirstOpen`). */
export function LoadErrorToasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const report = useCallback(() => toast(intl.formatMessage({ id: 'error.somethingWentWrong' }), 'error'), [intl]);
  return <LoadErrorReport value={report}>{children}</LoadErrorReport>;
}

/**
 * What every page stands in, under either root (light or shell): react-intl
 * with the loaded messages, the locale for react-aria with the direction in
 * effect (taken up by `AriaScope`, which loads with the pages that use
 * react-aria), the §8 fault handling (a failed call, an overlay whose code does not load) and,
 * on demo data, the scenario badge.
 */
export function PageRoot({ intl, direction, children }: PageRootProps) {
  return (
    <I18nProvider intl={intl} fallback={<Loader label="Loading" fullscreen />}>
      <AriaLocaleContext value={ariaLocale(intl?.locale ?? 'en', direction)}>
        <HttpFaults />
        <LoadErrorToasts>{children}</LoadErrorToasts>
        {MockScenarioBadge ? (
          <Suspense fallback={null}>
            <MockScenarioBadge />
          </Suspense>
        ) : null}
      </AriaLocaleContext>
    </I18nProvider>
  );
}
