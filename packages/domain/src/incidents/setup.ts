import * as v from 'valibot';
import { CODE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, INCIDENT_CATEGORY_DEFAULT_COLOR } from '../constants.ts';
import { ENTER_A_DESCRIPTION } from '../payroll/setupSchemas.ts';
import { ENTER_A_CODE } from '../schemas/employer.ts';
import { requiredText } from '../schemas/fieldRules.ts';

/**
 * Incident set-up (issue 30, §2.10, §3, §5): the category, type and decision forms, their limits and
 * the standard decisions every employer starts with. The forms and the server check the same schemas.
 */

export const INCIDENT_SETUP_LIMITS = {
  codeMaxLength: CODE_MAX_LENGTH,
  descriptionMaxLength: DESCRIPTION_MAX_LENGTH,
  /** The rule or policy a type concerns, shown read-only as the case dialog's Rule. */
  ruleMaxLength: 200,
  /** How long a warning stays live on the employee's record, in whole months. */
  warningLiveMonthsMin: 1,
  warningLiveMonthsMax: 60,
} as const;

/** How serious an incident of a type is taken to be, unless the case says otherwise. */
export const INCIDENT_SEVERITIES = ['Minor', 'Major', 'Gross'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/**
 * What a decision does, fixed per decision: pay, sign-in and the employee's record follow the kind,
 * whatever the employer calls the decision.
 */
export const INCIDENT_DECISION_KINDS = [
  'warning',
  'suspension-paid',
  'suspension-unpaid',
  'demotion',
  'dismissal',
  'no-case',
] as const;
export type IncidentDecisionKind = (typeof INCIDENT_DECISION_KINDS)[number];

export const INCIDENT_DECISION_KIND_LABELS: Record<IncidentDecisionKind, string> = {
  warning: 'Warning',
  'suspension-paid': 'Suspension with pay',
  'suspension-unpaid': 'Suspension without pay',
  demotion: 'Demotion',
  dismissal: 'Dismissal',
  'no-case': 'No case to answer',
};

/** A suspension runs from a date to a date, so a decision of either suspension kind always has a period. */
export function kindNeedsPeriod(kind: IncidentDecisionKind): boolean {
  return kind === 'suspension-paid' || kind === 'suspension-unpaid';
}

/** Only a suspension without pay takes days out of the pay run. */
export function kindAffectsPay(kind: IncidentDecisionKind): boolean {
  return kind === 'suspension-unpaid';
}

export const ENTER_A_RULE = 'Enter the rule or policy this type concerns.';
export const CHOOSE_A_CATEGORY = 'Choose a category.';
export const CHOOSE_A_SEVERITY = 'Choose a severity.';
export const CHOOSE_A_KIND = 'Choose what the decision does.';
export const INCIDENT_COLOR_MESSAGE = 'Choose a colour, like #F50000.';
export const WARNING_LIVE_MONTHS_MESSAGE = `Enter a whole number of months from ${INCIDENT_SETUP_LIMITS.warningLiveMonthsMin} to ${INCIDENT_SETUP_LIMITS.warningLiveMonthsMax}.`;
export const SUSPENSION_PERIOD_MESSAGE = 'A suspension always has a period: it runs from a date to a date.';

const { codeMaxLength, descriptionMaxLength, ruleMaxLength } = INCIDENT_SETUP_LIMITS;
const code = requiredText(codeMaxLength, ENTER_A_CODE);
const description = requiredText(descriptionMaxLength, ENTER_A_DESCRIPTION);

export const IncidentCategorySchema = v.object({
  code,
  description,
  isActive: v.boolean(),
  color: v.pipe(
    v.string(),
    v.regex(/^#[0-9A-Fa-f]{6}$/, INCIDENT_COLOR_MESSAGE),
    v.transform((hex) => hex.toUpperCase()),
  ),
});
export type IncidentCategoryInput = v.InferInput<typeof IncidentCategorySchema>;
export type IncidentCategoryValues = v.InferOutput<typeof IncidentCategorySchema>;

export const INCIDENT_CATEGORY_DEFAULTS: IncidentCategoryInput = {
  code: '',
  description: '',
  isActive: true,
  color: INCIDENT_CATEGORY_DEFAULT_COLOR,
};

export const IncidentTypeSchema = v.object({
  code,
  description,
  categoryId: v.pipe(v.string(), v.nonEmpty(CHOOSE_A_CATEGORY)),
  rule: requiredText(ruleMaxLength, ENTER_A_RULE),
  defaultSeverity: v.picklist(INCIDENT_SEVERITIES, CHOOSE_A_SEVERITY),
  isActive: v.boolean(),
});
export type IncidentTypeInput = v.InferInput<typeof IncidentTypeSchema>;
export type IncidentTypeValues = v.InferOutput<typeof IncidentTypeSchema>;

export const INCIDENT_TYPE_DEFAULTS: IncidentTypeInput = {
  code: '',
  description: '',
  categoryId: '',
  rule: '',
  defaultSeverity: 'Minor',
  isActive: true,
};

/** Live months as typed ('12', 12) or none ('', null): a whole number, or null when nothing was typed. */
function readMonths(typed: string | number | null): number | null {
  if (typed === null || String(typed).trim() === '') return null;
  return Number(String(typed).trim());
}

const { warningLiveMonthsMin, warningLiveMonthsMax } = INCIDENT_SETUP_LIMITS;

export const IncidentDecisionSchema = v.pipe(
  v.object({
    code,
    description,
    kind: v.picklist(INCIDENT_DECISION_KINDS, CHOOSE_A_KIND),
    hasPeriod: v.boolean(),
    warningLiveMonths: v.pipe(v.union([v.string(), v.number(), v.null()]), v.transform(readMonths)),
    isActive: v.boolean(),
  }),
  v.forward(
    v.check(({ kind, hasPeriod }) => !kindNeedsPeriod(kind) || hasPeriod, SUSPENSION_PERIOD_MESSAGE),
    ['hasPeriod'],
  ),
  v.forward(
    v.check(
      ({ kind, warningLiveMonths: months }) =>
        kind !== 'warning' ||
        (months !== null &&
          Number.isInteger(months) &&
          months >= warningLiveMonthsMin &&
          months <= warningLiveMonthsMax),
      WARNING_LIVE_MONTHS_MESSAGE,
    ),
    ['warningLiveMonths'],
  ),
  // Only a warning stays live: whatever another kind's form still held is dropped.
  v.transform((values) => ({
    ...values,
    warningLiveMonths: values.kind === 'warning' ? values.warningLiveMonths : null,
  })),
);
export type IncidentDecisionInput = v.InferInput<typeof IncidentDecisionSchema>;
export type IncidentDecisionValues = v.InferOutput<typeof IncidentDecisionSchema>;

export const INCIDENT_DECISION_DEFAULTS: IncidentDecisionInput = {
  code: '',
  description: '',
  kind: 'warning',
  hasPeriod: false,
  warningLiveMonths: '',
  isActive: true,
};

/** A decision as every employer starts with it (each is the employer's to rename, change or deactivate). */
export interface StandardIncidentDecision {
  code: string;
  description: string;
  kind: IncidentDecisionKind;
  hasPeriod: boolean;
  warningLiveMonths: number | null;
}

/**
 * The eight standard outcomes, seeded for every employer (sign-up and migration 0035, which repeats
 * them in SQL: a test holds the two to each other).
 */
export const STANDARD_INCIDENT_DECISIONS: readonly StandardIncidentDecision[] = [
  { code: 'VW', description: 'Verbal warning', kind: 'warning', hasPeriod: false, warningLiveMonths: 6 },
  { code: 'WW', description: 'Written warning', kind: 'warning', hasPeriod: false, warningLiveMonths: 12 },
  { code: 'FW', description: 'Final warning', kind: 'warning', hasPeriod: false, warningLiveMonths: 12 },
  {
    code: 'SWP',
    description: 'Suspension with pay',
    kind: 'suspension-paid',
    hasPeriod: true,
    warningLiveMonths: null,
  },
  {
    code: 'SWOP',
    description: 'Suspension without pay',
    kind: 'suspension-unpaid',
    hasPeriod: true,
    warningLiveMonths: null,
  },
  { code: 'DEM', description: 'Demotion', kind: 'demotion', hasPeriod: false, warningLiveMonths: null },
  { code: 'DIS', description: 'Dismissal', kind: 'dismissal', hasPeriod: false, warningLiveMonths: null },
  {
    code: 'NCA',
    description: 'No case to answer',
    kind: 'no-case',
    hasPeriod: false,
    warningLiveMonths: null,
  },
];
