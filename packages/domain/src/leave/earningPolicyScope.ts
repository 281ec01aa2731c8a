import * as v from 'valibot';
import { PLACEMENT_TYPES, type PlacementType } from '../schemas/employee.ts';
import { requiredText } from '../schemas/fieldRules.ts';
import { EARNING_POLICY_DEFAULTS, EarningPolicySchema } from './earningPolicy.ts';

/**
 * Who an earning policy applies to, and the named policy of one leave type an administrator keeps:
 * everyone, or the employees of some levels, departments, job positions or placement types (the
 * ids of the employer's reference data; placement types by name). One employee gets one policy per
 * leave type: the most specific that matches, job position first, then level, department,
 * placement type, and everyone last, so "Sales gets 25 days" beats "everyone gets 20".
 */

export const EARNING_POLICY_TARGETS = [
  'everyone',
  'level',
  'department',
  'jobPosition',
  'placementType',
] as const;
export type EarningPolicyTarget = (typeof EARNING_POLICY_TARGETS)[number];

export const EARNING_POLICY_TARGET_LABELS: Record<EarningPolicyTarget, string> = {
  everyone: 'Everyone',
  level: 'Levels',
  department: 'Departments',
  jobPosition: 'Job positions',
  placementType: 'Placement types',
};

/** Most specific first: the first kind that matches an employee decides their policy. */
const PRECEDENCE: readonly EarningPolicyTarget[] = [
  'jobPosition',
  'level',
  'department',
  'placementType',
  'everyone',
];

export const EARNING_POLICY_NAME_MAX_LENGTH = 50;
/** A policy names at most this many levels, departments, job positions or placement types. */
export const EARNING_POLICY_MAX_TARGETS = 100;

export const EARNING_POLICY_NAME_MESSAGE = 'Enter the policy’s name.';
export const EARNING_POLICY_LEAVE_TYPE_MESSAGE = 'Choose the leave type it earns.';
export const EARNING_POLICY_TARGETS_MESSAGE = 'Choose at least one that the policy applies to.';
export const EARNING_POLICY_PLACEMENT_TYPE_MESSAGE = `Choose placement types among: ${PLACEMENT_TYPES.join(', ')}.`;

/** The employee's facts a policy's scope is matched against: their placement in effect and terms. */
export interface EarningPolicyFacts {
  levelId: string | null;
  departmentId: string | null;
  jobPositionId: string | null;
  placementType: PlacementType | null;
}

export interface EarningPolicyScope {
  appliesTo: EarningPolicyTarget;
  /** The chosen ids (or placement type names); empty for everyone. */
  appliesToIds: readonly string[];
}

function factOf(facts: EarningPolicyFacts, target: Exclude<EarningPolicyTarget, 'everyone'>) {
  return {
    level: facts.levelId,
    department: facts.departmentId,
    jobPosition: facts.jobPositionId,
    placementType: facts.placementType,
  }[target];
}

export function appliesToEmployee(scope: EarningPolicyScope, facts: EarningPolicyFacts): boolean {
  if (scope.appliesTo === 'everyone') return true;
  const fact = factOf(facts, scope.appliesTo);
  return fact !== null && scope.appliesToIds.includes(fact);
}

/**
 * The policy an employee gets among one leave type's policies: the most specific kind that matches;
 * among policies of one kind that both match, the first by name, so the choice never depends on
 * the order rows were read in.
 */
export function earningPolicyFor<Policy extends EarningPolicyScope & { name: string }>(
  policies: readonly Policy[],
  facts: EarningPolicyFacts,
): Policy | undefined {
  const matching = policies
    .filter((policy) => appliesToEmployee(policy, facts))
    .sort(
      (a, b) =>
        PRECEDENCE.indexOf(a.appliesTo) - PRECEDENCE.indexOf(b.appliesTo) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  return matching[0];
}

/**
 * The earning policy form: a name, the leave type, who it applies to, and the policy's rules
 * (EarningPolicySchema). The ids chosen are dropped for everyone, and kept once each.
 */
export const EarningPolicyFormSchema = v.pipe(
  v.object({
    name: requiredText(EARNING_POLICY_NAME_MAX_LENGTH, EARNING_POLICY_NAME_MESSAGE),
    leaveTypeId: v.pipe(v.string(), v.nonEmpty(EARNING_POLICY_LEAVE_TYPE_MESSAGE)),
    appliesTo: v.picklist(EARNING_POLICY_TARGETS, 'Choose who the policy applies to.'),
    appliesToIds: v.pipe(
      v.array(v.string()),
      v.maxLength(EARNING_POLICY_MAX_TARGETS, `Choose at most ${EARNING_POLICY_MAX_TARGETS}.`),
    ),
    ...EarningPolicySchema.entries,
  }),
  v.transform((policy) => ({
    ...policy,
    appliesToIds: policy.appliesTo === 'everyone' ? [] : [...new Set(policy.appliesToIds)],
  })),
  v.forward(
    v.check(
      ({ appliesTo, appliesToIds }) => appliesTo === 'everyone' || appliesToIds.length > 0,
      EARNING_POLICY_TARGETS_MESSAGE,
    ),
    ['appliesToIds'],
  ),
  v.forward(
    v.check(
      ({ appliesTo, appliesToIds }) =>
        appliesTo !== 'placementType' ||
        appliesToIds.every((id) => (PLACEMENT_TYPES as readonly string[]).includes(id)),
      EARNING_POLICY_PLACEMENT_TYPE_MESSAGE,
    ),
    ['appliesToIds'],
  ),
);
export type EarningPolicyFormInput = v.InferInput<typeof EarningPolicyFormSchema>;
export type EarningPolicyFormValues = v.InferOutput<typeof EarningPolicyFormSchema>;

/** A new policy: for everyone, with EarningPolicySchema's defaults. */
export const EARNING_POLICY_FORM_DEFAULTS: EarningPolicyFormInput = {
  name: '',
  leaveTypeId: '',
  appliesTo: 'everyone',
  appliesToIds: [],
  ...EARNING_POLICY_DEFAULTS,
};
