import {
  pastCompletionSchema as sharedPastCompletionSchema,
  recordCompletionSchema as sharedCompletionSchema,
  type CompletionRule,
} from '../../domain/record-completion.schema';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';

const messages: Record<CompletionRule, MessageId> = {
  dateRequired: 'validation.completionDate.required',
  dateInvalid: 'validation.date.invalid',
  dateFuture: 'validation.completionDate.future',
  dateBeforeHire: 'validation.completionDate.beforeHire',
  scoreRange: 'validation.score.range',
};

/** Record a completion: the fake backend's own schema (src/domain/record-completion.schema.ts) with i18n ids as messages. */
export const recordCompletionSchema = (today: IsoDate, earliest?: IsoDate) => sharedCompletionSchema(today, earliest, messages);

/** Record a completion directly: the fake backend's own schema with i18n ids as messages. */
export const pastCompletionSchema = (today: IsoDate, earliest?: IsoDate) =>
  sharedPastCompletionSchema(today, earliest, { ...messages, trainingRequired: 'validation.training.required' });
