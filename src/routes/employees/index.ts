/**
 * What other areas use of the employees area: the Schedule dialog, which the lapse forecast opens
 * beside each person it lists (its form loads with it, on first open).
 */
export { ScheduleDialog } from './schedule-dialog';
