import { describe, expect, it } from 'vitest';
import { anonymousWithCode, cole, decided, ivy, mia, pat, rae, sam, wes } from './caseExamples.ts';
import { relationsOf } from './caseRelations.ts';
import { CASE_PARTS, caseViewFor } from './caseView.ts';

const viewOf = (actor: Parameters<typeof relationsOf>[1], incident = decided) =>
  caseViewFor(relationsOf(incident, actor));

describe('caseViewFor: who sees what of a case', () => {
  it('shows a colleague with no relation to the case nothing at all', () => {
    expect(viewOf(cole)).toEqual([]);
  });

  it('shows an incident manager everything', () => {
    expect(viewOf(mia)).toEqual([...CASE_PARTS]);
  });

  it('shows the reporter only the stage and the outcome, never the reasons or the evidence', () => {
    expect(viewOf(rae)).toEqual(['summary', 'outcome']);
    const anonymous = { ...decided, reporter: { kind: 'anonymous' as const } };
    expect(viewOf(anonymousWithCode, anonymous)).toEqual(['summary', 'outcome']);
    expect(viewOf(anonymousWithCode)).toEqual([]);
  });

  it('shows the subject the allegation, the evidence and the decision, not who reported or witnessed', () => {
    expect(viewOf(sam)).toEqual([
      'summary',
      'allegation',
      'evidence',
      'parties',
      'explanation',
      'hearing',
      'decision',
      'outcome',
    ]);
  });

  it('shows a witness what they are asked about', () => {
    expect(viewOf(wes)).toEqual(['summary', 'allegation']);
  });

  it('shows the investigator who reported, and the panel only the evidence to judge on', () => {
    expect(viewOf(ivy)).toContain('reporter');
    expect(viewOf(ivy)).not.toContain('decision');
    expect(viewOf(pat)).not.toContain('reporter');
    expect(viewOf(pat)).toEqual(expect.arrayContaining(['evidence', 'witnesses', 'explanation', 'decision']));
  });

  it('adds up the parts of every relation someone has', () => {
    const reporterAndWitness = { ...decided, witnessIds: ['rae'] };
    expect(viewOf(rae, reporterAndWitness)).toEqual(['summary', 'allegation', 'outcome']);
  });
});
