/**
 * The fake backend's reading of training writes: the forms' own schemas (src/domain/*.schema.ts) in
 * the server's words (English, as a backend answers), then the checks that need the server's data.
 * Each reader takes a write's body (any JSON value) and gives the write to store, or the refusal.
 */
import { pastCompletionSchema, recordCompletionSchema, type CompletionRule } from '../src/domain/record-completion.schema';
import { scheduleTrainingSchema, type ScheduleRule } from '../src/domain/schedule-training.schema';
import { fullName, type Employee, type IsoDate, type Training, type TrainingRecord } from '../src/domain/training';
import {
  completionOfFields,
  pastCompletionOfFields,
  trainingOfFields,
  type CompletionWrite,
  type PastCompletionWrite,
  type TrainingFields,
} from '../src/domain/training-fields';
import { TITLE_MAX, type TrainingWrite } from '../src/domain/training-rules';
import { trainingSchema, type TrainingRule } from '../src/domain/training.schema';
import { readWrite } from './read-write';

/** A number of a body as the form would have typed it; anything else as text no rule accepts. */
const typed = (value: unknown): string => (typeof value === 'number' ? String(value) : '-');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const CODE_FORMAT = 'The code must be 2 to 20 capital letters, digits or dashes, e.g. FS-101.';
const VALIDITY_RANGE = 'The validity must be a whole number of months from 1 to 120, or none.';
const DURATION_RANGE = 'The duration must be above 0 and at most 1000 hours, with at most two decimals.';

/** The fake backend's words for each rule of a training. */
const TRAINING_RULES_EN: Record<TrainingRule, string> = {
  codeRequired: CODE_FORMAT,
  codeFormat: CODE_FORMAT,
  titleRequired: 'The title is required.',
  titleMax: `The title must be at most ${TITLE_MAX} characters.`,
  typeRequired: 'The training type is required.',
  competencyRequired: 'The competency is required.',
  validityRequired: VALIDITY_RANGE,
  validityRange: VALIDITY_RANGE,
  durationRequired: DURATION_RANGE,
  durationRange: DURATION_RANGE,
};

/**
 * Creating or changing a training: the form's field rules, then a code nobody else's, a known type
 * and competency. A validity of `null` (or none) never expires.
 * @param id the training being changed (its own code is not a clash); absent when creating.
 */
export function readTraining(
  body: Record<string, unknown>,
  context: { trainings: readonly Training[]; typeIds: ReadonlySet<string>; competencyIds: ReadonlySet<string>; id?: string },
): TrainingWrite | string {
  const never = body.validityMonths === null || body.validityMonths === undefined;
  const fields: TrainingFields = {
    code: text(body.code),
    title: text(body.title),
    typeId: text(body.typeId),
    competencyId: text(body.competencyId),
    neverExpires: never,
    validityMonths: never ? '' : typed(body.validityMonths),
    durationHours: typed(body.durationHours),
  };
  const checked = readWrite(trainingSchema(TRAINING_RULES_EN), fields);
  if (typeof checked === 'string') return checked;
  const write = trainingOfFields(checked);
  const clash = context.trainings.find((training) => training.code === write.code && training.id !== context.id);
  if (clash) return `The code ${write.code} is already used by ${clash.title}.`;
  if (!context.typeIds.has(write.typeId)) return `No training type with id ${write.typeId}.`;
  if (!context.competencyIds.has(write.competencyId)) return `No competency with id ${write.competencyId}.`;
  return write;
}

/** The fake backend's words for each rule of a completion; the hire date's names the employee. */
function completionRulesEn(employee: Employee): Record<CompletionRule, string> {
  const dateInvalid = 'The completion date must be a date written as YYYY-MM-DD.';
  return {
    dateRequired: dateInvalid,
    dateInvalid,
    dateFuture: 'The completion date cannot be in the future.',
    dateBeforeHire: `The completion date cannot be before ${fullName(employee)} was hired (${employee.hireDate}).`,
    scoreRange: 'The score must be a whole number from 0 to 100.',
  };
}

/**
 * Recording a completion of a scheduled record: the record must still be scheduled, then the form's
 * rules with the employee's hire date as the earliest day. A score of `null` (or none) is no score.
 */
export function readCompletion(
  body: Record<string, unknown>,
  context: { today: IsoDate; record: TrainingRecord; employee: Employee },
): CompletionWrite | string {
  if (context.record.completionDate !== null) return 'This training is already completed.';
  const score = body.score === null || body.score === undefined ? '' : typed(body.score);
  const checked = readWrite(recordCompletionSchema(context.today, context.employee.hireDate, completionRulesEn(context.employee)), {
    completionDate: text(body.completionDate),
    score,
  });
  return typeof checked === 'string' ? checked : completionOfFields(checked);
}

/** A completion recorded directly, for one employee. */
export interface PastCompletionRecord extends PastCompletionWrite {
  employeeId: string;
}

/**
 * Recording a completion with no session scheduled first: a known employee (active or not: a past
 * course stays true) and training, a completion's rules with a training chosen, and not the same
 * completion (employee, training, day) twice.
 */
export function readPastCompletion(
  body: Record<string, unknown>,
  context: { today: IsoDate; employees: readonly Employee[]; trainings: readonly Training[]; records: readonly TrainingRecord[] },
): PastCompletionRecord | string {
  const employeeId = text(body.employeeId);
  const employee = context.employees.find((candidate) => candidate.id === employeeId);
  if (!employee) return `No employee with id ${employeeId}.`;
  const trainingId = text(body.trainingId);
  const score = body.score === null || body.score === undefined ? '' : typed(body.score);
  const checked = readWrite(
    pastCompletionSchema(context.today, employee.hireDate, { ...completionRulesEn(employee), trainingRequired: SCHEDULE_RULES_EN.trainingRequired }),
    { trainingId, completionDate: text(body.completionDate), score },
  );
  if (typeof checked === 'string') return checked;
  const training = context.trainings.find((candidate) => candidate.id === trainingId);
  if (!training) return `No training with id ${trainingId}.`;
  const write = pastCompletionOfFields(checked);
  const same = context.records.some(
    (record) => record.employeeId === employeeId && record.trainingId === trainingId && record.completionDate === write.completionDate,
  );
  if (same) return `${training.title} completed on ${write.completionDate} is already recorded for ${fullName(employee)}.`;
  return { employeeId, ...write };
}

/** The fake backend's words for each rule of scheduling a training. */
const SCHEDULE_RULES_EN: Record<ScheduleRule, string> = {
  trainingRequired: 'The training is required.',
  dateRequired: 'The scheduled date must be a date written as YYYY-MM-DD.',
  dateInvalid: 'The scheduled date must be a date written as YYYY-MM-DD.',
  datePast: 'The scheduled date cannot be in the past.',
};

/** A training scheduled for an employee. */
export interface ScheduleWrite {
  employeeId: string;
  trainingId: string;
  scheduledDate: IsoDate;
}

/**
 * Scheduling: a known active employee and a known training, the form's rules (a real date from today
 * on), and not a second pending session of the same training for the employee.
 */
export function readSchedule(
  body: Record<string, unknown>,
  context: { today: IsoDate; employees: readonly Employee[]; trainings: readonly Training[]; pending: readonly TrainingRecord[] },
): ScheduleWrite | string {
  const employeeId = text(body.employeeId);
  const trainingId = text(body.trainingId);
  const employee = context.employees.find((candidate) => candidate.id === employeeId);
  const training = context.trainings.find((candidate) => candidate.id === trainingId);
  if (!employee) return `No employee with id ${employeeId}.`;
  if (!training) return `No training with id ${trainingId}.`;
  if (!employee.active) return `${fullName(employee)} is no longer active, so no training can be scheduled.`;
  const checked = readWrite(scheduleTrainingSchema(context.today, SCHEDULE_RULES_EN), { trainingId, scheduledDate: text(body.scheduledDate) });
  if (typeof checked === 'string') return checked;
  const taken = context.pending.find((record) => record.employeeId === employee.id && record.trainingId === training.id && record.completionDate === null);
  if (taken) return `${fullName(employee)} already has ${training.title} scheduled${taken.scheduledDate ? ` on ${taken.scheduledDate}` : ''}.`;
  return { employeeId, ...checked };
}
