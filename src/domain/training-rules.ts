import type { Training } from './training';

/**
 * The rules a training write must follow, shared by the client forms (yup
 * schemas in src/routes/trainings and src/routes/employees, *.schema.ts) and the fake
 * backend's checks (mocks/training-checks.ts), so both refuse the same input.
 */

/** Course codes: capitals, digits and dashes, 2–20 characters, e.g. `FS-101`. */
export const TRAINING_CODE = /^[A-Z0-9][A-Z0-9-]{1,19}$/;

/** Longest training title. */
export const TITLE_MAX = 120;

/** Validity in whole months. */
const VALIDITY_MONTHS = { min: 1, max: 120 } as const;

/** Duration in hours: above 0, at most this, at most two decimals. */
const DURATION_HOURS_MAX = 1000;

/** An assessment score: a whole number in this range. */
const SCORE_RANGE = { min: 0, max: 100 } as const;

/** @returns whether `value` is a whole score 0–100. */
export function isScore(value: number): boolean {
  return Number.isInteger(value) && value >= SCORE_RANGE.min && value <= SCORE_RANGE.max;
}

/** @returns whether `value` is a whole number of validity months 1–120. */
export function isValidityMonths(value: number): boolean {
  return Number.isInteger(value) && value >= VALIDITY_MONTHS.min && value <= VALIDITY_MONTHS.max;
}

/** @returns whether `value` is a duration above 0 and at most 1000 hours, with at most two decimals. */
export function isDurationHours(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= DURATION_HOURS_MAX && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A training to create or change. */
export type TrainingWrite = Omit<Training, 'id' | 'version'>;
