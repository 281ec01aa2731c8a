import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LETTER_TEMPLATES,
  fillLetter,
  LETTER_KINDS,
  LETTER_PLACEHOLDERS,
  type LetterFacts,
  letterTemplateProblem,
  unknownPlaceholders,
} from './letters.ts';

const facts: LetterFacts = {
  'employee.fullName': 'Ama Mensah',
  'employee.jobPosition': 'Analyst',
  'employee.department': 'Finance',
  'employee.startDate': '4 Jan 2021',
  'employee.salary': 'GHS 4,250.50',
  'employer.name': 'Acme Ghana',
  today: '2 Dec 2026',
};

describe('fillLetter', () => {
  test('puts each fact in place of its placeholder, as often as it appears', () => {
    expect(
      fillLetter(
        '{employee.fullName} ({employee.jobPosition}) joined {employer.name}. — {employee.fullName}',
        facts,
      ),
    ).toBe('Ama Mensah (Analyst) joined Acme Ghana. — Ama Mensah');
  });

  test('a fact holding braces is put in as it is, not filled again', () => {
    expect(fillLetter('Dear {employee.fullName}', { ...facts, 'employee.fullName': '{employer.name}' })).toBe(
      'Dear {employer.name}',
    );
  });

  test('leaves a placeholder that does not exist as written', () => {
    expect(fillLetter('Age: {employee.age}; salary {employee.salary}', facts)).toBe(
      'Age: {employee.age}; salary GHS 4,250.50',
    );
  });

  test('the default templates use known placeholders only and fill completely', () => {
    for (const kind of LETTER_KINDS) {
      expect(letterTemplateProblem(DEFAULT_LETTER_TEMPLATES[kind])).toBeNull();
      expect(fillLetter(DEFAULT_LETTER_TEMPLATES[kind], facts)).not.toMatch(/\{[\w.]+\}/);
    }
  });

  test('text without placeholders is unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('{')),
        (text) => fillLetter(text, facts) === text,
      ),
    );
  });
});

describe('letterTemplateProblem', () => {
  test('names a placeholder that does not exist, and lists those that do', () => {
    const problem = letterTemplateProblem('Dear {employee.fullName}, aged {employee.age}.');
    expect(problem).toMatch(/^\{employee\.age\} is not a placeholder; use one of \{employee\.fullName\}/);
    for (const { name } of LETTER_PLACEHOLDERS) expect(problem).toContain(`{${name}}`);
  });

  test('refuses a blank template and an image, accepts a known placeholder', () => {
    expect(letterTemplateProblem('  \n')).toBe('The template is required.');
    expect(letterTemplateProblem('![logo](https://example.test/a.png)')).toMatch(/images are not allowed/);
    expect(letterTemplateProblem('Issued on {today}.')).toBeNull();
  });

  test('unknownPlaceholders names each unknown one once, in order', () => {
    expect(unknownPlaceholders('{a} {today} {b} {a} {}')).toEqual(['a', 'b', '']);
  });
});
