// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../render';

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('../../src/**/*.stories.tsx', { eager: true });

beforeAll(() => {
  // jsdom has no layout: the horizontal menu's measuring needs a ResizeObserver to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});

describe('stories render with their args alone (English messages, a router)', () => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
    it.each(stories)(`${path.replace('../../src/', '')} › %s`, async (_name, Story) => {
      // Modals and popovers render outside the container, into the body, some once their code has
      // loaded (a dialog's frame is a lazy part); a story must show text or a control.
      const { baseElement } = renderWithApp(<Story />);
      const shown = () => (baseElement.textContent ?? '').trim().length + baseElement.querySelectorAll('input, button, a, [role], img, svg, canvas').length;
      // Waits only for a story that shows nothing at first: waiting on every one would let a lazy part
      // jsdom cannot run (the chart's canvas) load after the check.
      if (shown() === 0) await waitFor(() => expect(shown()).toBeGreaterThan(0));
      expect(shown()).toBeGreaterThan(0);
      cleanup();
    });
  }
});
