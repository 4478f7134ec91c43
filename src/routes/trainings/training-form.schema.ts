import { trainingSchema as sharedTrainingSchema, type TrainingRule } from '../../domain/training.schema';
import type { MessageId } from '../../i18n/messages';

const messages: Record<TrainingRule, MessageId> = {
  codeRequired: 'validation.trainingCode.required',
  codeFormat: 'validation.code.format',
  titleRequired: 'validation.title.required',
  titleMax: 'validation.title.max',
  typeRequired: 'validation.type.required',
  competencyRequired: 'validation.competency.required',
  validityRequired: 'validation.validity.required',
  validityRange: 'validation.validity.range',
  durationRequired: 'validation.duration.required',
  durationRange: 'validation.duration.range',
};

/** Create or edit a training: the fake backend's own schema (src/domain/training.schema.ts) with i18n ids as messages. */
export const trainingSchema = sharedTrainingSchema(messages);
