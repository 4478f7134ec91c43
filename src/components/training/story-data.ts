import { requiredCounts } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { fn } from 'storybook/test';
import { generateTrainingData } from '../../../mocks/fixtures/training';
import { createTrainingIndex } from '../../../mocks/training-index';
import type { ListControls } from '../ui/list-frame';

/** The fixed day stories are drawn for, so every render looks the same. */
export const STORY_TODAY = '2026-03-15';

/** The default seeded training data, for {@link STORY_TODAY}. */
export const storyData = generateTrainingData({ today: STORY_TODAY });

/** That data indexed for {@link STORY_TODAY}: story args only (never imported by the app). */
export const storyIndex = createTrainingIndex(storyData, STORY_TODAY);

/** The controls of a list on its first page, every callback a spy (story args only). */
export function storyListControls(total: number | null, overrides: Partial<ListControls> = {}): ListControls {
  return {
    search: '',
    filters: {},
    sort: { column: 'name', direction: 'ascending' },
    pageNumber: 1,
    pageSize: 10,
    total,
    onSearchChange: fn(),
    onFilterChange: fn(),
    onClear: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    ...overrides,
  };
}

/** Reference rows as select options. */
export const storyOptions = (rows: readonly { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));

/** The story data's required trainings on the story day, in all and by department (what the dashboard's compliance is over). */
export const storyRequired = requiredCounts(storyData, seedCompliance(storyData, STORY_TODAY), STORY_TODAY);
