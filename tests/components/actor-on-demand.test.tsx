// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { onDemand, type OnDemand } from '../../src/loading';
import { useActorOnDemand } from '../../src/loading';

type Code = { machine: typeof counter };

function useCounter(code: OnDemand<Code>, onLoadError = () => {}) {
  return useActorOnDemand({
    code,
    bindings: null,
    create: ({ machine }) => createActor(machine),
    select: (snapshot) => snapshot.context.seen.join(' '),
    idle: 'not loaded',
    onLoadError,
  });
}

const counter = setup({ types: {} as { context: { seen: string[] }; events: { type: 'note'; text: string } } }).createMachine({
  context: { seen: [] },
  on: { note: { actions: assign({ seen: ({ context, event }) => [...context.seen, event.text] }) } },
});

describe('useActorOnDemand (a screen machine loaded when first needed, §17)', () => {
  it('makes no actor until asked, then delivers the events sent meanwhile in order', async () => {
    const code = onDemand<Code>(async () => ({ machine: counter }));
    const { result } = renderHook(() => useCounter(code));
    expect(result.current.actor).toBeUndefined();
    expect(result.current.selected).toBe('not loaded');

    act(() => {
      result.current.send({ type: 'note', text: 'first' });
      result.current.send({ type: 'note', text: 'second' });
    });
    await waitFor(() => expect(result.current.actor).toBeDefined());
    expect(result.current.actor!.getSnapshot().context.seen).toEqual(['first', 'second']);

    act(() => result.current.send({ type: 'note', text: 'third' }));
    expect(result.current.selected).toBe('first second third');
  });

  it('starts at once when the code is already in (a second visit), and stops its actor on unmount', () => {
    const code = onDemand<Code>(async () => ({ machine: counter }));
    code.loaded = { machine: counter };
    const { result, unmount } = renderHook(() => useCounter(code));
    const actor = result.current.actor!;
    expect(actor.getSnapshot().status).toBe('active');
    unmount();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('reports a failed import once when events wait, and tries again on the next send', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ machine: counter });
    const onLoadError = vi.fn();
    const { result } = renderHook(() => useCounter(onDemand<Code>(importer), onLoadError));

    act(() => result.current.send({ type: 'note', text: 'lost' }));
    await waitFor(() => expect(onLoadError).toHaveBeenCalledOnce());
    expect(result.current.actor).toBeUndefined();

    act(() => result.current.send({ type: 'note', text: 'again' }));
    await waitFor(() => expect(result.current.actor).toBeDefined());
    expect(result.current.actor!.getSnapshot().context.seen).toEqual(['again']);
    expect(onLoadError).toHaveBeenCalledOnce();
  });

  it("gives the actor's actions the bindings of the latest render, not those it was made with", async () => {
    const reporter = setup({ types: {} as { events: { type: 'ping' } }, actions: { report: () => {} } }).createMachine({ on: { ping: { actions: 'report' } } });
    const heard: string[] = [];
    const code = onDemand(async () => ({ reporter }));
    const { result, rerender } = renderHook(
      ({ page }) =>
        useActorOnDemand({
          code,
          bindings: page,
          create: (loaded, latest) => createActor(loaded.reporter.provide({ actions: { report: () => void heard.push(latest()) } })),
          select: () => 'ready',
          idle: 'waiting',
          onLoadError: () => {},
        }),
      { initialProps: { page: 'first render' } },
    );
    act(() => result.current.send({ type: 'ping' }));
    await waitFor(() => expect(result.current.selected).toBe('ready'));
    rerender({ page: 'second render' });
    act(() => result.current.send({ type: 'ping' }));
    expect(heard).toEqual(['first render', 'second render']);
  });
});
