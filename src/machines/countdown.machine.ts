import { assign, setup } from 'xstate';

/** §4/§9 the coming-soon demo: 10 ticks of 1000 ms. */
const COUNTDOWN_TICKS = 10;
const COUNTDOWN_INTERVAL_MS = 1000;
/** §4: the page switches to the launched view when about this much remains. */
const LAUNCH_WHEN_REMAINING_MS = 1000;

export interface CountdownInput {
  ticks?: number;
  intervalMs?: number;
}

export interface CountdownContext {
  /** Time left, in ms. */
  remainingMs: number;
  intervalMs: number;
}

/**
 * §4 Coming soon. Starts `counting` with ticks × interval left; every interval
 * takes one interval off; when about 1 s remains (≤ `LAUNCH_WHEN_REMAINING_MS`)
 * it goes to `launched` (final) and the page shows the launched view.
 * No side effects: the page only reads the state.
 */
export const countdownMachine = setup({
  types: {} as { context: CountdownContext; input: CountdownInput },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    aboutOneSecondLeft: ({ context }) => context.remainingMs - context.intervalMs <= LAUNCH_WHEN_REMAINING_MS,
  },
  actions: {
    tick: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - context.intervalMs) }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const intervalMs = input.intervalMs ?? COUNTDOWN_INTERVAL_MS;
    return { intervalMs, remainingMs: (input.ticks ?? COUNTDOWN_TICKS) * intervalMs };
  },
  initial: 'counting',
  states: {
    counting: {
      after: {
        interval: [
          { guard: 'aboutOneSecondLeft', target: 'launched', actions: 'tick', description: '§4: about a second left: the launched view shows' },
          { target: 'counting', reenter: true, actions: 'tick', description: '§4: a second passes: one tick off the time left' },
        ],
      },
    },
    launched: { type: 'final' },
  },
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits the time left into days, hours, minutes and whole seconds. */
export function selectCountdownParts(snapshot: { context: CountdownContext }) {
  const ms = snapshot.context.remainingMs;
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

/** True once the launched view shows. */
export const selectLaunched = (snapshot: { status: string }) => snapshot.status === 'done';
