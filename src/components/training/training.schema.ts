import { boolean, object, string } from 'yup';

/** Course codes: capitals, digits and dashes, e.g. `FS-101`. */
const CODE = /^[A-Z0-9][A-Z0-9-]{1,19}$/;
/** Validity: a whole number of months, 1–120. */
const MONTHS = /^(120|1[01]\d|[1-9]\d?)$/;
/** Duration: hours with at most two decimals. */
const HOURS = /^\d{1,4}(\.\d{1,2})?$/;

/** Create or edit a training. Messages are i18n ids. */
export const trainingSchema = object({
  code: string().trim().required('validation.trainingCode.required').matches(CODE, 'validation.code.format'),
  title: string().trim().required('validation.title.required').max(120, 'validation.title.max'),
  typeId: string().required('validation.type.required'),
  competencyId: string().required('validation.competency.required'),
  neverExpires: boolean().defined(),
  validityMonths: string()
    .defined()
    .when('neverExpires', {
      is: false,
      then: (schema) => schema.required('validation.validity.required').matches(MONTHS, 'validation.validity.range'),
    }),
  durationHours: string()
    .required('validation.duration.required')
    .test('hours', 'validation.duration.range', (value) => HOURS.test(value.trim()) && Number(value) > 0 && Number(value) <= 1000),
});
