import { describe, expect, it } from 'vitest';
import { ChunkEvaluationError, chunkFailure, ChunkLoadError } from '../../src/loading/chunk-load-error';

describe('a failed dynamic import, told apart', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/chart-1.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://127.0.0.1/assets/chart-1.js')],
    ['WebKit', new TypeError('Importing a module script failed.')],
    ['Vite (a stylesheet)', new Error('Unable to preload CSS for /assets/chart-1.css')],
  ])('a download %s could not make is a ChunkLoadError', (_, cause) => {
    const failure = chunkFailure(cause);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure.cause).toBe(cause);
  });

  it.each([
    new RangeError('invalid language tag: C'),
    new TypeError("undefined is not an object (evaluating 'gi.jsx')"),
    new Error('Cannot read properties of undefined'),
    'a thrown string',
  ])('what the module threw as it ran (%s) is a ChunkEvaluationError, never offline', (cause) => {
    const failure = chunkFailure(cause);
    expect(failure).toBeInstanceOf(ChunkEvaluationError);
    expect(failure).not.toBeInstanceOf(ChunkLoadError);
    expect(chunkFailure(failure).cause).toBe(cause);
  });
});
