import type { IsoDate } from '../../domain/training';

/**
 * What the requirement form asks: the training; who must hold it (everyone, or whoever is in any of
 * the departments and any of the designations and any of the work centers ticked); from when; and
 * the new hires' grace period (days).
 */
export interface RequirementValues {
  trainingId: string;
  everyone: boolean;
  departmentIds: string[];
  designationIds: string[];
  workCenterIds: string[];
  effectiveFrom: IsoDate;
  /** Whole days, as typed: text, so a draft of it is put back (a draft keeps a field only in its default's type). */
  graceDays: string;
}

/** The REST body of the form's values: everyone (the lists ticked before are dropped), or the ids ticked. */
export const requirementOf = ({ everyone, departmentIds, designationIds, workCenterIds, ...values }: RequirementValues) => ({
  ...values,
  graceDays: Number(values.graceDays),
  everyone,
  departmentIds: everyone ? [] : departmentIds,
  designationIds: everyone ? [] : designationIds,
  workCenterIds: everyone ? [] : workCenterIds,
});
