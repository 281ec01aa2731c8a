import { describe, expect, it } from 'vitest';
import { decided, explanationReceived } from './caseExamples.ts';
import { appealPanelProblems, panelProblems } from './panel.ts';

describe('panelProblems', () => {
  it('accepts a panel of people who did not bring the case', () => {
    expect(panelProblems(explanationReceived, ['pat', 'pia'])).toEqual([]);
  });

  it('names every problem at once, so the form can show them together', () => {
    expect(panelProblems(explanationReceived, ['ivy', 'sam', 'rae', 'wes', 'wes'])).toEqual([
      'Name each member of the hearing panel once.',
      'The investigator cannot sit on the hearing panel.',
      'The subject of a case cannot sit on its hearing panel.',
      'The person who reported the case cannot sit on its hearing panel.',
      'A witness cannot sit on the hearing panel.',
    ]);
    expect(panelProblems(explanationReceived, [])).toEqual([
      'Name at least one member of the hearing panel.',
    ]);
  });

  it('has nobody to keep off for an anonymous reporter', () => {
    const anonymous = { ...explanationReceived, reporter: { kind: 'anonymous' as const } };
    expect(panelProblems(anonymous, ['rae'])).toEqual([]);
  });
});

describe('appealPanelProblems', () => {
  it('accepts someone uninvolved', () => {
    expect(appealPanelProblems(decided, ['al'])).toEqual([]);
  });

  it('keeps off everyone who decided, as well as everyone who brought the case', () => {
    expect(appealPanelProblems(decided, ['al', 'pia'])).toEqual([
      'An appeal is heard by nobody who decided the case.',
    ]);
    expect(appealPanelProblems(decided, ['ivy', 'pat'])).toEqual([
      'The investigator cannot sit on the appeal panel.',
      'An appeal is heard by nobody who decided the case.',
    ]);
  });
});
