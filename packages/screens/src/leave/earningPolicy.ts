import {
  EARNING_FREQUENCY_LABELS,
  EARNING_POLICY_TARGET_LABELS,
  type EarningFrequency,
  type EarningPolicyFormInput,
  type EarningPolicyFormValues,
  type EarningPolicyTarget,
  type LeaveRounding,
  PLACEMENT_TYPES,
} from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** An earning policy as the list has it: what the server sends (amounts as decimal text). */
export interface EarningPolicyItem {
  id: string;
  name: string;
  leaveTypeId: string;
  leaveTypeCode: string;
  entitlement: string;
  frequency: EarningFrequency;
  rounding: LeaveRounding;
  waitingPeriodMonths: number;
  /** Null: no cap. */
  carryOverCap: string | null;
  /** Null: never expires. */
  carryOverExpiresAfterMonths: number | null;
  appliesTo: EarningPolicyTarget;
  appliesToIds: readonly string[];
}

/** Something a policy can be for: a leave type, level, department or job position, by id. */
export interface EarningPolicyOption {
  id: string;
  name: string;
}

/** What the form offers: the employer's leave types and reference rows (placement types are fixed). */
export interface EarningPolicyChoices {
  leaveTypes: readonly EarningPolicyOption[];
  level: readonly EarningPolicyOption[];
  department: readonly EarningPolicyOption[];
  jobPosition: readonly EarningPolicyOption[];
}

/** The fields a refusal can name and have shown on the field itself. */
export type EarningPolicyField =
  | 'name'
  | 'leaveTypeId'
  | 'entitlement'
  | 'waitingPeriodMonths'
  | 'carryOverCap'
  | 'carryOverExpiresAfterMonths'
  | 'appliesToIds';

export interface EarningPolicyCallbacks {
  /**
   * Adds a policy (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'name', message }` for a 409 (the name is taken) and it shows on Name; feedback naming
   * another EarningPolicyField shows on that field, any other above the fields.
   */
  onSave: (
    values: EarningPolicyFormValues,
    existing?: EarningPolicyItem,
  ) => Promise<FormSubmitResult<EarningPolicyField>>;
  /** Deletes a policy; what it credited stays in the ledgers. */
  onDelete: (item: EarningPolicyItem) => Promise<FormSubmitResult>;
}

/** The options of one kind of choice; placement types are the domain's own list. */
export function optionsFor(
  target: Exclude<EarningPolicyTarget, 'everyone'>,
  choices: EarningPolicyChoices,
): readonly EarningPolicyOption[] {
  return target === 'placementType'
    ? PLACEMENT_TYPES.map((type) => ({ id: type, name: type }))
    : choices[target];
}

/** "Everyone", or "Departments: Engineering, Sales". */
export function describeScope(item: EarningPolicyItem, choices: EarningPolicyChoices): string {
  if (item.appliesTo === 'everyone') return EARNING_POLICY_TARGET_LABELS.everyone;
  const options = optionsFor(item.appliesTo, choices);
  const names = item.appliesToIds.map((id) => options.find((option) => option.id === id)?.name ?? id);
  return `${EARNING_POLICY_TARGET_LABELS[item.appliesTo]}: ${names.join(', ')}`;
}

/** "20 a year, each month". */
export function describeEarning(item: EarningPolicyItem): string {
  return `${item.entitlement} a year, ${EARNING_FREQUENCY_LABELS[item.frequency].toLowerCase()}`;
}

/** The form of an existing policy: numbers as the text they are typed as, none as ''. */
export function toFormInput(item: EarningPolicyItem): EarningPolicyFormInput {
  return {
    name: item.name,
    leaveTypeId: item.leaveTypeId,
    entitlement: item.entitlement,
    frequency: item.frequency,
    rounding: item.rounding,
    waitingPeriodMonths: String(item.waitingPeriodMonths),
    carryOverCap: item.carryOverCap ?? '',
    carryOverExpiresAfterMonths:
      item.carryOverExpiresAfterMonths === null ? '' : String(item.carryOverExpiresAfterMonths),
    appliesTo: item.appliesTo,
    appliesToIds: [...item.appliesToIds],
  };
}
