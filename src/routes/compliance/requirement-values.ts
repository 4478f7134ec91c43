import type { IsoDate } from '../../domain/training';

/** What the requirement form asks: the training, who must hold it ({@link EVERYONE} or a department's id), from when, and the new hires' grace period (days). */
export interface RequirementValues {
  trainingId: string;
  appliesTo: string;
  effectiveFrom: IsoDate;
  /** Whole days, as typed: text, so a draft of it is put back (a draft keeps a field only in its default's type). */
  graceDays: string;
}

/** The value of "Required of" that binds everyone. */
export const EVERYONE = 'everyone';

/** The REST body of the form's values: everyone, or the one department chosen. */
export const requirementOf = ({ appliesTo, ...values }: RequirementValues) => ({
  ...values,
  graceDays: Number(values.graceDays),
  everyone: appliesTo === EVERYONE,
  departmentIds: appliesTo === EVERYONE ? [] : [appliesTo],
  designationIds: [],
  workCenterIds: [],
});
