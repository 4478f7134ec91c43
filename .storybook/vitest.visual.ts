import { expect } from 'vitest';
import { page } from 'vitest/browser';

declare global {
  /** Set only when stories run under Vitest: compares the drawn page with the story's baseline. */
  var matchStoryBaseline: (() => Promise<void>) | undefined;
}

// The stories' Vitest projects load this file; Storybook itself does not, so the preview's
// afterEach finds no comparer there and a designer's Storybook never imports Vitest.
globalThis.matchStoryBaseline = async () => {
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
};
