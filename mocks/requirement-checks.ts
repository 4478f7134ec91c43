import { inScope, sameScope, type Exemption, type ListedExemption, type Requirement, type StoredRequirement } from '../src/domain/compliance';
import { ValidationError } from 'yup';
import { exemptionMessages, exemptionReason } from '../src/domain/exemption.schema';
import { requirementMessages, requirementSchema } from '../src/domain/requirement.schema';
import { fullName, type TrainingData } from '../src/domain/training';
import { readWrite } from './read-write';

/**
 * The backend's reading of a requirement to create: the form's formats (src/domain/requirement.schema.ts),
 * then what needs the data: the training and every department, designation and work center exist,
 * and no requirement of that training binds the same scope already (that one is named).
 * @returns the requirement's fields, or the first problem as a sentence.
 */
export function readRequirement(body: unknown, data: TrainingData, requirements: readonly StoredRequirement[]): Omit<Requirement, 'id'> | string {
  const write = readWrite(requirementSchema(requirementMessages), body);
  if (typeof write === 'string') return write;
  const training = data.trainings.find((candidate) => candidate.id === write.trainingId);
  if (!training) return `There is no training with id ${write.trainingId}.`;
  const unknown = (ids: readonly string[], known: readonly { id: string }[]) => ids.find((id) => !known.some((item) => item.id === id));
  const department = unknown(write.departmentIds, data.departments);
  if (department !== undefined) return `There is no department with id ${department}.`;
  const designation = unknown(write.designationIds, data.designations);
  if (designation !== undefined) return `There is no designation with id ${designation}.`;
  const workCenter = unknown(write.workCenterIds, data.workCenters);
  if (workCenter !== undefined) return `There is no work center with id ${workCenter}.`;
  const scope = {
    departmentIds: [...new Set(write.departmentIds)],
    designationIds: [...new Set(write.designationIds)],
    workCenterIds: [...new Set(write.workCenterIds)],
  };
  const twin = requirements.find((requirement) => requirement.trainingId === training.id && sameScope(requirement.scope, scope));
  if (twin) return `${training.title} is required of these people already (requirement ${twin.id}, in force from ${twin.effectiveFrom}).`;
  return { trainingId: training.id, scope, effectiveFrom: write.effectiveFrom, graceDays: write.graceDays };
}

/**
 * The backend's reading of an exemption to grant: an existing requirement, an existing employee it
 * binds by scope, not exempted from it already, and a reason as {@link exemptionReason} says.
 * @returns the exemption's fields, or the first problem as a sentence.
 */
export function readExemption(
  body: Record<string, unknown>,
  data: TrainingData,
  requirements: readonly StoredRequirement[],
  exemptions: readonly { requirementId: string; employeeId: string }[],
): { requirementId: string; employeeId: string; reason: string } | string {
  const requirement = requirements.find((candidate) => candidate.id === body.requirementId);
  if (!requirement) return `There is no requirement with id ${String(body.requirementId ?? '')}.`;
  const employee = data.employees.find((candidate) => candidate.id === body.employeeId);
  if (!employee) return `There is no employee with id ${String(body.employeeId ?? '')}.`;
  if (!inScope(requirement.scope, employee)) return `Requirement ${requirement.id} does not bind ${employee.firstName} ${employee.lastName}.`;
  let reason: string;
  try {
    reason = exemptionReason(exemptionMessages).validateSync(typeof body.reason === 'string' ? body.reason : '');
  } catch (error) {
    return error instanceof ValidationError ? error.message : exemptionMessages.reasonRequired;
  }
  if (exemptions.some((exemption) => exemption.requirementId === requirement.id && exemption.employeeId === employee.id)) {
    return `${employee.firstName} ${employee.lastName} is exempted from requirement ${requirement.id} already.`;
  }
  return { requirementId: requirement.id, employeeId: employee.id, reason };
}

/** An exemption as the backend lists and answers it: with the employee's name and code and the training's title. */
export function listedExemption(exemption: Exemption, data: TrainingData, requirements: readonly StoredRequirement[]): ListedExemption {
  const employee = data.employees.find((candidate) => candidate.id === exemption.employeeId);
  const trainingId = requirements.find((requirement) => requirement.id === exemption.requirementId)?.trainingId ?? '';
  const training = data.trainings.find((candidate) => candidate.id === trainingId);
  return {
    ...exemption,
    employeeName: employee ? fullName(employee) : exemption.employeeId,
    employeeCode: employee?.code ?? '',
    trainingId,
    trainingTitle: training?.title ?? trainingId,
  };
}
