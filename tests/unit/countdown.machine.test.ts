import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine, selectCountdownParts, selectLaunched } from '../../src/machines/countdown.machine';

describe('countdown machine (§4 Coming soon, §9: 10 ticks of 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with 10 s left and takes one second off every 1000 ms', () => {
    const actor = createActor(countdownMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(selectCountdownParts(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    vi.advanceTimersByTime(999);
    expect(selectCountdownParts(actor.getSnapshot()).seconds).toBe(10);
    vi.advanceTimersByTime(1);
    expect(selectCountdownParts(actor.getSnapshot()).seconds).toBe(9);
    vi.advanceTimersByTime(7000);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(selectCountdownParts(actor.getSnapshot()).seconds).toBe(2);
    expect(selectLaunched(actor.getSnapshot())).toBe(false);
  });

  it('switches to the launched view when about 1 s remains', () => {
    const actor = createActor(countdownMachine, { input: {} }).start();
    vi.advanceTimersByTime(8999);
    expect(selectLaunched(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('launched');
    expect(selectLaunched(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
  });

  it('takes its tick count and interval from the input', () => {
    const actor = createActor(countdownMachine, { input: { ticks: 3, intervalMs: 500 } }).start();
    expect(actor.getSnapshot().context.remainingMs).toBe(1500);
    vi.advanceTimersByTime(500);
    expect(selectLaunched(actor.getSnapshot())).toBe(true);
  });

  it('splits long durations into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 60 * 60 + 4 * 60 + 5) * 1000;
    expect(selectCountdownParts({ context: { remainingMs: ms, intervalMs: 1000 } })).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
});
