import { formattedTextProblem } from '../formatted-text/formattedTextProblem.ts';

/**
 * Letters an employee may ask HR for (issue 28, item 4), written from templates the employer edits in
 * formatted text (Markdown) with placeholders in braces: "{employee.fullName} has worked here since
 * {employee.startDate}". The list of placeholders lives here once, so the editor's list, the check on
 * save and the filling at approval agree.
 */

export const LETTER_KINDS = ['Employment confirmation', 'Salary certificate'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_PLACEHOLDERS = [
  { name: 'employee.fullName', description: 'The employee’s first and last name' },
  { name: 'employee.jobPosition', description: 'Their job position today' },
  { name: 'employee.department', description: 'Their department today' },
  { name: 'employee.startDate', description: 'The day they started (their first placement)' },
  { name: 'employee.salary', description: 'Their basic salary today, with its currency' },
  { name: 'employer.name', description: 'The employer’s name' },
  { name: 'today', description: 'The day the letter is approved' },
] as const;
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number]['name'];

/** The facts a letter is filled with, each already written as it is to be printed. */
export type LetterFacts = Record<LetterPlaceholder, string>;

/** The most characters a template takes, as the reader sees them. */
export const LETTER_TEMPLATE_MAX = 5000;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const KNOWN = new Set<string>(LETTER_PLACEHOLDERS.map((placeholder) => placeholder.name));

/** The placeholders a template names that are not in LETTER_PLACEHOLDERS, each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) if (!KNOWN.has(name)) unknown.add(name);
  return [...unknown];
}

/**
 * What stops a template being saved, as one sentence, or null: blank, a placeholder that does not
 * exist (named, so the writer finds the typo), or what formatted text refuses (too long, an image).
 */
export function letterTemplateProblem(template: string): string | null {
  if (!template.trim()) return 'The template is required.';
  const [unknown] = unknownPlaceholders(template);
  if (unknown !== undefined) {
    return `{${unknown}} is not a placeholder; use one of ${LETTER_PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ')}.`;
  }
  const problem = formattedTextProblem(template, LETTER_TEMPLATE_MAX);
  return problem && `The template ${problem}`;
}

/**
 * The template with each placeholder replaced by its fact. A fact may itself hold braces (a name
 * never should, but it is the employee's to type): it is put in as it is, never filled again.
 * Placeholders that do not exist are left as they are; letterTemplateProblem refuses them on save.
 */
export function fillLetter(template: string, facts: LetterFacts): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? facts[name as LetterPlaceholder] : whole,
  );
}

/** What a template starts as until the employer edits it. */
export const DEFAULT_LETTER_TEMPLATES: Record<LetterKind, string> = {
  'Employment confirmation': [
    '## To whom it may concern',
    '',
    'This is to confirm that **{employee.fullName}** has been employed by {employer.name} since {employee.startDate} and works as {employee.jobPosition} in {employee.department}.',
    '',
    'This letter is issued at the employee’s request on {today}.',
  ].join('\n'),
  'Salary certificate': [
    '## Salary certificate',
    '',
    'This is to certify that **{employee.fullName}**, employed by {employer.name} since {employee.startDate} as {employee.jobPosition}, earns a basic salary of {employee.salary}.',
    '',
    'This certificate is issued at the employee’s request on {today}.',
  ].join('\n'),
};
