// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { containWorkerUpdateRace, isWorkerUpdateRace } from '../../mocks/worker-update-race';

const script = 'http://localhost:3000/mockServiceWorker.js';
const race = new TypeError(`Failed to update a ServiceWorker for scope ('http://localhost:3000/') with script ('${script}'): Not found`);

/** Dispatches an unhandled rejection as the browser would and tells whether something marked it handled. */
function rejectUnhandled(reason: unknown): boolean {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("MSW's background worker update (contained precisely)", () => {
  it('recognises only a failed update of its own worker script', () => {
    expect(isWorkerUpdateRace(race, script)).toBe(true);
    expect(isWorkerUpdateRace(new TypeError(race.message.replace('mockServiceWorker.js', 'sw.js')), script)).toBe(false);
    expect(isWorkerUpdateRace(new Error(race.message), script)).toBe(false);
    expect(isWorkerUpdateRace(new TypeError('Failed to fetch'), script)).toBe(false);
    expect(isWorkerUpdateRace(race.message, script)).toBe(false);
  });

  it('marks that rejection handled and leaves every other one uncaught', () => {
    containWorkerUpdateRace('/mockServiceWorker.js');
    expect(rejectUnhandled(race)).toBe(true);
    expect(rejectUnhandled(new TypeError('Cannot read properties of null'))).toBe(false);
    expect(rejectUnhandled(new TypeError(race.message.replace('mockServiceWorker.js', 'other.js')))).toBe(false);
  });
});
