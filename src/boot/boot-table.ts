import { SCENARIO_STORAGE_KEY, scenarioNames, scenariosOffered } from '../demo/scenario-choice';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import type { BootTable, FirstRenderKey } from './first-render';
import { visitorTable } from './visitor-table';

/** The app's names and tables the first render's key is computed with, the default language first. */
export const bootTable: BootTable = {
  ...visitorTable,
  scenarios: scenariosOffered ? { storageKey: SCENARIO_STORAGE_KEY, names: [...scenarioNames] } : null,
};

/**
 * The key of what the build renders at `path`: the defaults (English, left to right, vertical layout,
 * default scenario), signed out for a page outside the shell, signed in for a shell page's frame.
 */
export function builtKey(path: string, frame: boolean): FirstRenderKey {
  return { path, year: new Date().getFullYear(), language: DEFAULT_LANGUAGE, direction: 'ltr', layout: 'vertical', session: frame, scenario: 'default' };
}
