import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** The training types the backend names in English (the fake backend's five), by their message. */
const TYPE_MESSAGES: Readonly<Record<string, MessageId>> = {
  classroom: 'trainingType.classroom',
  'e-learning': 'trainingType.eLearning',
  'on-the-job': 'trainingType.onTheJob',
  certification: 'trainingType.certification',
  workshop: 'trainingType.workshop',
};

/**
 * @returns the name of a training type in `intl`'s language: a type the app knows (by its English
 * name, any case) is translated; any other keeps the name the backend gave it (§11, enumerated
 * values are translated, proper names are not).
 */
export function trainingTypeName(intl: IntlShape, { name }: { name: string }): string {
  const key = name.trim().toLowerCase();
  const message = Object.hasOwn(TYPE_MESSAGES, key) ? TYPE_MESSAGES[key] : undefined;
  return message ? intl.formatMessage({ id: message }) : name;
}

/** {@link trainingTypeName} in the active language. */
export function useTrainingTypeName(): (type: { name: string }) => string {
  const intl = useIntl();
  return useCallback((type: { name: string }) => trainingTypeName(intl, type), [intl]);
}
