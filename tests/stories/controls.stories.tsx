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

/** Every stories file of the app; a new one is swept without being named here. */
const everyStoriesFile = Object.entries(import.meta.glob<StoriesModule>('../../src/**/*.stories.tsx', { eager: true }));
/** How many tests share the files: one drawing them all would outlast a test's time limit. */
const PARTS = 4;
/** The files dealt to test `part` (0-based), every PARTS-th in path order. */
const dealt = (part: number) => () => sweep(Object.fromEntries(everyStoriesFile.filter((_, index) => index % PARTS === part)));

export const FirstQuarter: Story = { play: dealt(0) };
export const SecondQuarter: Story = { play: dealt(1) };
export const ThirdQuarter: Story = { play: dealt(2) };
export const FourthQuarter: Story = { play: dealt(3) };
