/**
 * The fake backend's checks of training writes, in the server's words (English, as a backend answers),
 * over the rules the forms share (src/domain/training-rules.ts).
 */
import { isDurationHours, isScore, isValidityMonths, TITLE_MAX, TRAINING_CODE, type TrainingWrite } from '../src/domain/training-rules';
import { fullName, isIsoDate, type Employee, type IsoDate, type Training, type TrainingRecord } from '../src/domain/training';

/** A completion to record: the day and an optional score. */
export interface CompletionWrite {
  completionDate: string;
  score: number | null;
}

/**
 * Recording a completion of a scheduled record: a real date, not after today,
 * not before the employee was hired; a score 0–100 or none; the record must still be scheduled.
 */
export function checkCompletion(write: CompletionWrite, context: { today: IsoDate; record: TrainingRecord; employee: Employee }): string | null {
  if (context.record.completionDate !== null) return 'This training is already completed.';
  if (!isIsoDate(write.completionDate)) return 'The completion date must be a date written as YYYY-MM-DD.';
  if (write.completionDate > context.today) return 'The completion date cannot be in the future.';
  if (write.completionDate < context.employee.hireDate) return `The completion date cannot be before ${fullName(context.employee)} was hired (${context.employee.hireDate}).`;
  if (write.score !== null && !isScore(write.score)) return 'The score must be a whole number from 0 to 100.';
  return null;
}

/** A training to schedule. */
export interface ScheduleWrite {
  employeeId: string;
  trainingId: string;
  scheduledDate: string;
}

/**
 * Scheduling: a known active employee and training, a real date from today
 * on, and not a second pending session of the same training for the employee.
 */
export function checkSchedule(
  write: ScheduleWrite,
  context: { today: IsoDate; employee: Employee | undefined; training: Training | undefined; pending: readonly TrainingRecord[] },
): string | null {
  const { employee, training } = context;
  if (!employee) return `No employee with id ${write.employeeId}.`;
  if (!training) return `No training with id ${write.trainingId}.`;
  if (!employee.active) return `${fullName(employee)} is no longer active, so no training can be scheduled.`;
  if (!isIsoDate(write.scheduledDate)) return 'The scheduled date must be a date written as YYYY-MM-DD.';
  if (write.scheduledDate < context.today) return 'The scheduled date cannot be in the past.';
  const taken = context.pending.find((record) => record.employeeId === employee.id && record.trainingId === training.id && record.completionDate === null);
  if (taken) return `${fullName(employee)} already has ${training.title} scheduled${taken.scheduledDate ? ` on ${taken.scheduledDate}` : ''}.`;
  return null;
}

/**
 * Creating or changing a training: a unique code in the course-code format, a
 * title of at most 120 characters, a known type and competency, a validity of
 * 1–120 whole months or none, and a duration above 0 and at most 1000 hours.
 * @param id the training being changed (its own code is not a clash); absent when creating.
 */
export function checkTraining(
  write: TrainingWrite,
  context: { trainings: readonly Training[]; typeIds: ReadonlySet<string>; competencyIds: ReadonlySet<string>; id?: string },
): string | null {
  const code = write.code.trim();
  if (!TRAINING_CODE.test(code)) return 'The code must be 2 to 20 capital letters, digits or dashes, e.g. FS-101.';
  const clash = context.trainings.find((training) => training.code === code && training.id !== context.id);
  if (clash) return `The code ${code} is already used by ${clash.title}.`;
  const title = write.title.trim();
  if (!title) return 'The title is required.';
  if (title.length > TITLE_MAX) return `The title must be at most ${TITLE_MAX} characters.`;
  if (!context.typeIds.has(write.typeId)) return `No training type with id ${write.typeId}.`;
  if (!context.competencyIds.has(write.competencyId)) return `No competency with id ${write.competencyId}.`;
  if (write.validityMonths !== null && !isValidityMonths(write.validityMonths)) return 'The validity must be a whole number of months from 1 to 120, or none.';
  if (!isDurationHours(write.durationHours)) return 'The duration must be above 0 and at most 1000 hours, with at most two decimals.';
  return null;
}
