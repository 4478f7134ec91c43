/**
 * What other areas use of the employees area: the Schedule training form, which the lapse forecast
 * opens beside each person it lists. Import it lazily: it brings react-hook-form.
 */
export { ScheduleTrainingForm, type ScheduleValues } from './schedule-training-form';
