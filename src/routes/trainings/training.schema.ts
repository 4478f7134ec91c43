import { boolean, object, string } from 'yup';
import { isDurationHours, isValidityMonths, TITLE_MAX, TRAINING_CODE } from '../../domain/training-rules';

/** Create or edit a training (the client side of `checkTraining` in src/domain/training-rules.ts). Messages are i18n ids. */
export const trainingSchema = object({
  code: string().trim().required('validation.trainingCode.required').matches(TRAINING_CODE, 'validation.code.format'),
  title: string().trim().required('validation.title.required').max(TITLE_MAX, 'validation.title.max'),
  typeId: string().required('validation.type.required'),
  competencyId: string().required('validation.competency.required'),
  neverExpires: boolean().defined(),
  validityMonths: string()
    .defined()
    .when('neverExpires', {
      is: false,
      then: (schema) =>
        schema.required('validation.validity.required').test('months', 'validation.validity.range', (value) => /^\d{1,3}$/.test(value.trim()) && isValidityMonths(Number(value))),
    }),
  durationHours: string()
    .required('validation.duration.required')
    .test('hours', 'validation.duration.range', (value) => /^\d{1,4}(\.\d{1,2})?$/.test(value.trim()) && isDurationHours(Number(value))),
});
