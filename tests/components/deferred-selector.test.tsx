// @vitest-environment jsdom
import { useSelector } from '@xstate/react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useDeferredSelector } from '../../src/hooks/use-deferred-selector';

const counter = setup({ types: {} as { context: { count: number }; events: { type: 'increment' } } }).createMachine({
  context: { count: 0 },
  on: { increment: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('useDeferredSelector (a big subtree redraws in the background, §17)', () => {
  it('first redraws with the previous value, then with the new one', () => {
    const actor = createActor(counter).start();
    const renders: string[] = [];
    renderHook(() => {
      const immediate = useSelector(actor, (snapshot) => snapshot.context.count);
      const deferred = useDeferredSelector(actor, (snapshot) => snapshot.context.count);
      renders.push(`${immediate}/${deferred}`);
    });
    expect(renders.at(-1)).toBe('0/0');

    act(() => actor.send({ type: 'increment' }));
    // The synchronous redraw xstate's store asks for keeps the old value; the background one brings the new.
    expect(renders).toContain('1/0');
    expect(renders.at(-1)).toBe('1/1');
  });
});
