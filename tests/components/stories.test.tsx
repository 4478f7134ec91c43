// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
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
    it.each(stories)(`${path.replace('../../src/', '')} › %s`, (_name, Story) => {
      // Modals and popovers render outside the container, into the body; a story must show text or a control.
      const { baseElement } = renderWithApp(<Story />);
      const shown = (baseElement.textContent ?? '').trim().length + baseElement.querySelectorAll('input, button, a, [role], img, svg, canvas').length;
      expect(shown).toBeGreaterThan(0);
      cleanup();
    });
  }
});
