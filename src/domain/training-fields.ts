import type { IsoDate } from './training';
import type { TrainingWrite } from './training-rules';

/**
 * The fields of the training writes as people type them, which the forms hold and the shared schemas
 * (./training.schema.ts, ./record-completion.schema.ts, ./schedule-training.schema.ts) check; the fake
 * backend reads a body into the same fields, so both refuse the same input. Kept apart from the
 * schemas so a form reads these without loading yup.
 */

/** A training as its form holds it: the numbers as typed, "never expires" as its own box. */
export interface TrainingFields {
  code: string;
  title: string;
  typeId: string;
  competencyId: string;
  neverExpires: boolean;
  validityMonths: string;
  durationHours: string;
}

/** A completion as its form holds it: the score as typed, empty for none. */
export interface CompletionFields {
  completionDate: string;
  score: string;
}

/** What a completion records. */
export interface CompletionWrite {
  completionDate: IsoDate;
  /** 0–100, or `null` when no assessment was taken. */
  score: number | null;
}

/** A completion recorded directly, without a session scheduled first: which training, then the completion. */
export interface PastCompletionFields extends CompletionFields {
  trainingId: string;
}

/** What a directly recorded completion records. */
export interface PastCompletionWrite extends CompletionWrite {
  trainingId: string;
}

/** What scheduling records for an employee. */
export interface ScheduleFields {
  trainingId: string;
  scheduledDate: IsoDate;
}

/** @returns checked training fields as the training they describe. */
export function trainingOfFields(fields: TrainingFields): TrainingWrite {
  return {
    code: fields.code,
    title: fields.title,
    typeId: fields.typeId,
    competencyId: fields.competencyId,
    validityMonths: fields.neverExpires ? null : Number(fields.validityMonths),
    durationHours: Number(fields.durationHours),
  };
}

/** @returns a training's fields as its form shows them (empty ones for a new training). */
export function fieldsOfTraining(training: TrainingWrite | undefined): TrainingFields {
  return {
    code: training?.code ?? '',
    title: training?.title ?? '',
    typeId: training?.typeId ?? '',
    competencyId: training?.competencyId ?? '',
    neverExpires: training ? training.validityMonths === null : false,
    validityMonths: training?.validityMonths?.toString() ?? '',
    durationHours: training?.durationHours.toString() ?? '',
  };
}

/** @returns checked completion fields as the completion they describe. */
export function completionOfFields({ completionDate, score }: CompletionFields): CompletionWrite {
  return { completionDate, score: score.trim() === '' ? null : Number(score) };
}

/** @returns checked fields of a directly recorded completion as what it records. */
export function pastCompletionOfFields(fields: PastCompletionFields): PastCompletionWrite {
  return { trainingId: fields.trainingId, ...completionOfFields(fields) };
}
