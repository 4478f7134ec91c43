import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { expect } from 'storybook/test';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType<Record<string, unknown>> & {
  args: Record<string, unknown>;
  argTypes: Record<string, { control?: false | { type?: string; disable?: boolean } | string; options?: readonly unknown[] }>;
  load: () => Promise<void>;
};

/** Catches what a story throws while it draws, so the test names the control that broke it. */
class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const LONG_TEXT = `${'Lorem ipsum dolor sit amet '.repeat(8)}${'W'.repeat(120)}`;

/**
 * The values a designer can give an arg from its control: each option of a select or radio, both
 * states of a toggle, an empty and a very long text, zero, and the empty object an object control's
 * 'Set object' button gives an arg that has none.
 */
function controlValues(argType: ComposedStory['argTypes'][string], current: unknown): unknown[] {
  // `control: false` in a story reaches here as `{ disable: true }`.
  const control = typeof argType.control === 'string' ? argType.control : argType.control && !argType.control.disable ? argType.control.type : undefined;
  switch (control) {
    case 'select':
    case 'multi-select':
    case 'radio':
    case 'inline-radio':
    case 'check':
    case 'inline-check':
      return [...(argType.options ?? [])];
    case 'boolean':
      return [true, false];
    case 'text':
      return ['', LONG_TEXT];
    case 'number':
    case 'range':
      return [0];
    case 'object':
      return current === undefined || current === null ? [{}] : [];
    default:
      return [];
  }
}

/**
 * Draws every story of `modules` once per value its controls can give each arg (`controlValues`),
 * with the arg types Storybook infers from the components' props, as the Controls panel does.
 * @returns nothing; fails naming each story, arg and value that threw.
 */
async function sweep(modules: Record<string, StoriesModule>): Promise<void> {
  const broken: string[] = [];
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, Story] of Object.entries(composeStories(module)) as unknown as [string, ComposedStory][]) {
      await Story.load();
      for (const [arg, argType] of Object.entries(Story.argTypes)) {
        for (const value of controlValues(argType, Story.args[arg])) {
          render(
            <Catch
              onError={(error) => broken.push(`${path.replace(/^.*src\//, '')} › ${name}: ${arg} = ${JSON.stringify(value)?.slice(0, 40)}: ${String(error)}`)}
            >
              <Story {...{ [arg]: value }} />
            </Catch>,
          );
          cleanup();
        }
      }
    }
  }
  await expect(broken, `controls that break a story:\n${broken.join('\n')}`).toEqual([]);
}

/**
 * Not a state to review: tests that set every control of every story to each of its values
 * (the Controls panel's choices) and find that the story still draws. Hidden from the sidebar
 * and docs; run by the stories' Vitest project in light only (vitest.config.ts).
 */
const meta = {
  title: 'Checks/Controls',
  tags: ['!dev', '!autodocs', 'controls-sweep'],
  render: () => <p>Every control of every story, set to each of its values</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stories files by area, one test each (a test drawing them all would outlast its time limit).
 * Dealing the files out by any other rule changed the order the stories are drawn in, and one order
 * left the page so that a visual baseline drawn after the sweep came out blank in CI: the areas
 * stay as they were, and `EveryFileIsSwept` fails when a file falls outside them.
 */
const areas = {
  SharedComponents: import.meta.glob<StoriesModule>('../../src/components/**/*.stories.tsx', { eager: true }),
  AuthTemplatesAndLanding: import.meta.glob<StoriesModule>('../../src/routes/{auth,templates,landing,ecommerce}/**/*.stories.tsx', { eager: true }),
  EmployeesAndTrainings: import.meta.glob<StoriesModule>('../../src/routes/{employees,trainings}/**/*.stories.tsx', { eager: true }),
  ShellDashboardAndHistory: import.meta.glob<StoriesModule>(
    '../../src/routes/{shell,dashboard,course-history,notifications,compliance,activity,saved-views}/**/*.stories.tsx',
    { eager: true },
  ),
};

export const SharedComponents: Story = { play: () => sweep(areas.SharedComponents) };
export const AuthTemplatesAndLanding: Story = { play: () => sweep(areas.AuthTemplatesAndLanding) };
export const EmployeesAndTrainings: Story = { play: () => sweep(areas.EmployeesAndTrainings) };
export const ShellDashboardAndHistory: Story = { play: () => sweep(areas.ShellDashboardAndHistory) };

/** Every stories file of the app lies in one of the areas, so a new folder cannot go unswept. */
export const EveryFileIsSwept: Story = {
  play: async () => {
    const swept = new Set(Object.values(areas).flatMap((files) => Object.keys(files)));
    const everyFile = Object.keys(import.meta.glob('../../src/**/*.stories.tsx'));
    await expect(everyFile.filter((file) => !swept.has(file))).toEqual([]);
  },
};
