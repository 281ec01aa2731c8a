import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENTER_A_DESCRIPTION } from '../payroll/setupSchemas.ts';
import {
  CHOOSE_A_CATEGORY,
  ENTER_A_RULE,
  INCIDENT_CATEGORY_DEFAULTS,
  INCIDENT_DECISION_DEFAULTS,
  INCIDENT_DECISION_KINDS,
  INCIDENT_TYPE_DEFAULTS,
  IncidentCategorySchema,
  IncidentDecisionSchema,
  IncidentTypeSchema,
  kindNeedsPeriod,
  STANDARD_INCIDENT_DECISIONS,
  SUSPENSION_PERIOD_MESSAGE,
  WARNING_LIVE_MONTHS_MESSAGE,
} from './setup.ts';

function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('IncidentCategorySchema (§3, §5)', () => {
  it('starts red (#F50000), trims, keeps the colour in capitals', () => {
    expect(
      v.parse(IncidentCategorySchema, {
        ...INCIDENT_CATEGORY_DEFAULTS,
        code: ' MIS ',
        description: 'Misconduct',
      }),
    ).toEqual({ code: 'MIS', description: 'Misconduct', isActive: true, color: '#F50000' });
    expect(
      v.parse(IncidentCategorySchema, { code: 'A', description: 'B', isActive: false, color: '#00aa00' })
        .color,
    ).toBe('#00AA00');
  });

  it('requires code and description, at most 20 and 50 characters', () => {
    expect(messages(v.safeParse(IncidentCategorySchema, INCIDENT_CATEGORY_DEFAULTS))).toEqual({
      code: 'Enter a code.',
      description: ENTER_A_DESCRIPTION,
    });
    expect(
      messages(
        v.safeParse(IncidentCategorySchema, {
          ...INCIDENT_CATEGORY_DEFAULTS,
          code: 'C'.repeat(21),
          description: 'D'.repeat(51),
          color: 'red',
        }),
      ),
    ).toEqual({
      code: 'Use at most 20 characters.',
      description: 'Use at most 50 characters.',
      color: 'Choose a colour, like #F50000.',
    });
  });
});

describe('IncidentTypeSchema', () => {
  it('requires a category and the rule, at most 200 characters', () => {
    const typed = { ...INCIDENT_TYPE_DEFAULTS, code: 'LATE', description: 'Lateness' };
    expect(messages(v.safeParse(IncidentTypeSchema, typed))).toEqual({
      categoryId: CHOOSE_A_CATEGORY,
      rule: ENTER_A_RULE,
    });
    expect(
      messages(v.safeParse(IncidentTypeSchema, { ...typed, categoryId: 'c1', rule: 'R'.repeat(201) })),
    ).toEqual({ rule: 'Use at most 200 characters.' });
    expect(
      messages(
        v.safeParse(IncidentTypeSchema, { ...typed, categoryId: 'c1', rule: 'x', defaultSeverity: 'Big' }),
      ),
    ).toEqual({ defaultSeverity: 'Choose a severity.' });
  });
});

describe('IncidentDecisionSchema', () => {
  const warning = { ...INCIDENT_DECISION_DEFAULTS, code: 'WW', description: 'Written warning' };

  it('reads a warning’s live months as a whole number from 1 to 60', () => {
    expect(v.parse(IncidentDecisionSchema, { ...warning, warningLiveMonths: ' 12 ' }).warningLiveMonths).toBe(
      12,
    );
    for (const months of ['', '0', '61', '1.5', 'six', null]) {
      expect(
        messages(v.safeParse(IncidentDecisionSchema, { ...warning, warningLiveMonths: months })),
      ).toEqual({
        warningLiveMonths: WARNING_LIVE_MONTHS_MESSAGE,
      });
    }
  });

  it('keeps live months only on a warning, and a period on every suspension', () => {
    expect(
      v.parse(IncidentDecisionSchema, { ...warning, kind: 'demotion', warningLiveMonths: '12' })
        .warningLiveMonths,
    ).toBeNull();
    expect(
      messages(
        v.safeParse(IncidentDecisionSchema, { ...warning, kind: 'suspension-unpaid', hasPeriod: false }),
      ),
    ).toEqual({ hasPeriod: SUSPENSION_PERIOD_MESSAGE });
  });

  it('holds every standard decision valid, one or more of each kind, suspensions with a period', () => {
    for (const decision of STANDARD_INCIDENT_DECISIONS) {
      expect(v.parse(IncidentDecisionSchema, { ...decision, isActive: true })).toEqual({
        ...decision,
        isActive: true,
      });
    }
    expect(new Set(STANDARD_INCIDENT_DECISIONS.map(({ kind }) => kind))).toEqual(
      new Set(INCIDENT_DECISION_KINDS),
    );
    expect(
      STANDARD_INCIDENT_DECISIONS.filter(({ hasPeriod }) => hasPeriod).every(({ kind }) =>
        kindNeedsPeriod(kind),
      ),
    ).toBe(true);
  });
});
