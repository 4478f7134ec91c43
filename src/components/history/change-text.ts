import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { readFieldValue, type Change, type ChangeKind } from '../../domain/change';
import type { MessageId } from '../../i18n/messages';

/** The label each form gives a field, by kind: a history names a field as the form that changes it does. */
const FIELD_LABELS: Record<ChangeKind, Record<string, MessageId>> = {
  employee: {
    code: 'employeeForm.code',
    email: 'employees.email',
    firstName: 'employeeForm.firstName',
    lastName: 'employeeForm.lastName',
    departmentId: 'employee.department',
    designationId: 'employee.designation',
    workCenterId: 'employee.workCenter',
    hireDate: 'employee.hireDate',
    active: 'employees.active',
  },
  training: {
    code: 'trainingForm.code',
    title: 'trainingForm.title',
    typeId: 'trainingForm.type',
    competencyId: 'trainingForm.competency',
    validityMonths: 'trainingForm.validity',
    durationHours: 'trainingForm.duration',
  },
  record: {
    employeeId: 'history.employee',
    trainingId: 'schedule.training',
    scheduledDate: 'schedule.date',
    completionDate: 'record.completionDate',
    expiryDate: 'history.expires',
    score: 'record.score',
  },
  requirement: {
    trainingId: 'schedule.training',
    departmentIds: 'requirement.departments',
    designationIds: 'requirement.designations',
    workCenterIds: 'requirement.workCenters',
    effectiveFrom: 'requirement.effectiveFrom',
    graceDays: 'requirement.graceDays',
  },
  exemption: {
    requirementId: 'changes.field.requirement',
    employeeId: 'history.employee',
    reason: 'exemption.reason',
  },
};

/** What a change did, as the headline's message. */
const HEADLINES: Record<Change['action'] | 'reverted', MessageId> = {
  created: 'changes.action.created',
  updated: 'changes.action.updated',
  removed: 'changes.action.removed',
  reverted: 'changes.action.reverted',
};

/** The words of a change, as {@link useChangeText} gives them, for code outside a component (a CSV export). */
export function changeText(intl: IntlShape) {
  const fieldLabel = (kind: ChangeKind, field: string) => {
    const id = FIELD_LABELS[kind][field];
    return id ? intl.formatMessage({ id }) : field;
  };
  const value = (raw: unknown): string => {
    const read = readFieldValue(raw);
    switch (read.kind) {
      case 'none':
        return intl.formatMessage({ id: 'conflict.empty' });
      case 'flag':
        return intl.formatMessage({ id: read.value ? 'changes.yes' : 'changes.no' });
      case 'number':
        return intl.formatNumber(read.value);
      case 'date': {
        // A calendar day: read and shown in UTC, so no time zone moves it to the day before.
        const [year, month, day] = read.date.split('-').map(Number);
        return intl.formatDate(Date.UTC(year!, month! - 1, day!), { dateStyle: 'medium', timeZone: 'UTC' });
      }
      case 'list':
        return intl.formatList(read.items, { type: 'conjunction' });
      case 'text':
        return read.text;
    }
  };
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const headline = (change: Pick<Change, 'action' | 'revertOf' | 'actorName' | 'recordLabel'>) =>
    intl.formatMessage({ id: HEADLINES[change.revertOf ? 'reverted' : change.action] }, { name: change.actorName, record: change.recordLabel });
  const kindName = (kind: ChangeKind) => intl.formatMessage({ id: `changes.kind.${kind}` });
  return { fieldLabel, value, when, headline, kindName };
}

/**
 * The words of a change in the viewer's language (§20): a field's label as its form gives it
 * (the field's own name when no form names it), a value (a day, a number, yes or no, a list, or
 * '(empty)'), the moment in the viewer's time zone, and the headline ("Alex Morgan changed Ana Lopez").
 */
export function useChangeText() {
  const intl = useIntl();
  return useMemo(() => changeText(intl), [intl]);
}
