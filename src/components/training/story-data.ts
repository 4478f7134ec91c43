import { generateTrainingData } from '../../../mocks/fixtures/training';
import { createTrainingIndex } from '../../domain/training-index';

/** The fixed day stories are drawn for, so every render looks the same. */
export const STORY_TODAY = '2026-03-15';

/** The default seeded training data, indexed for {@link STORY_TODAY}: story args only (never imported by the app). */
export const storyIndex = createTrainingIndex(generateTrainingData({ today: STORY_TODAY }), STORY_TODAY);
