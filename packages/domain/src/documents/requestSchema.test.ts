import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_REQUEST_MESSAGES,
  type DocumentRequestFormInput,
  documentRequestFormSchema,
  NEW_DOCUMENT_REQUEST,
} from './requestSchema.ts';

const TODAY = '2026-12-03';
const schema = documentRequestFormSchema(TODAY);
const filled: DocumentRequestFormInput = {
  ...NEW_DOCUMENT_REQUEST,
  title: '  National ID copy ',
  employeeIds: ['e1', 'e2', 'e1'],
  allowedTypes: ['image/png', 'application/pdf'],
  dueOn: '2026-12-10',
};

/** The messages by field, as a form shows them under each. */
function problems(input: DocumentRequestFormInput): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('documentRequestFormSchema', () => {
  it('gives what the create operation sends: trimmed, de-duplicated, in the store’s order of types', () => {
    expect(v.parse(schema, filled)).toEqual({
      title: 'National ID copy',
      description: '',
      audience: 'employees',
      employeeIds: ['e1', 'e2'],
      departmentId: null,
      allowedTypes: ['application/pdf', 'image/png'],
      maxSizeMib: 5,
      dueOn: '2026-12-10',
      expires: false,
      remindDaysBefore: null,
      signOffWorkflowId: null,
    });
  });

  it('keeps the reminder only of an expiring request, and the department only of a department’s', () => {
    const parsed = v.parse(schema, {
      ...filled,
      audience: 'department',
      departmentId: 'd1',
      expires: true,
      remindDaysBefore: ' 30 ',
    });
    expect(parsed).toMatchObject({ employeeIds: [], departmentId: 'd1', remindDaysBefore: 30 });
  });

  it('takes a due date of today', () => {
    expect(problems({ ...filled, dueOn: TODAY })).toEqual({});
  });

  it.each<[string, Partial<DocumentRequestFormInput>, string, string]>([
    ['no title', { title: '  ' }, 'title', DOCUMENT_REQUEST_MESSAGES.title],
    ['a title of 101 characters', { title: 'x'.repeat(101) }, 'title', 'Use at most 100 characters.'],
    [
      'a description of 2,001 characters',
      { description: 'x'.repeat(2001) },
      'description',
      'Use at most 2000 characters.',
    ],
    ['nobody chosen', { employeeIds: [] }, 'employeeIds', DOCUMENT_REQUEST_MESSAGES.noEmployee],
    [
      '501 employees chosen',
      { employeeIds: Array.from({ length: 501 }, (_, i) => `e${i}`) },
      'employeeIds',
      DOCUMENT_REQUEST_MESSAGES.tooManyEmployees,
    ],
    [
      'a department’s request without its department',
      { audience: 'department' },
      'departmentId',
      DOCUMENT_REQUEST_MESSAGES.department,
    ],
    ['no file type', { allowedTypes: [] }, 'allowedTypes', DOCUMENT_REQUEST_MESSAGES.noFileType],
    [
      'a type the store refuses',
      { allowedTypes: ['image/svg+xml'] },
      'allowedTypes.0',
      DOCUMENT_REQUEST_MESSAGES.fileType,
    ],
    ['0 MiB', { maxSizeMib: '0' }, 'maxSizeMib', DOCUMENT_REQUEST_MESSAGES.size],
    ['more than the store takes', { maxSizeMib: 51 }, 'maxSizeMib', DOCUMENT_REQUEST_MESSAGES.size],
    ['half a MiB', { maxSizeMib: '1.5' }, 'maxSizeMib', DOCUMENT_REQUEST_MESSAGES.size],
    ['no due date', { dueOn: '' }, 'dueOn', DOCUMENT_REQUEST_MESSAGES.dueOn],
    ['a due date that is not a day', { dueOn: '2026-02-30' }, 'dueOn', DOCUMENT_REQUEST_MESSAGES.dueOn],
    ['a due date yesterday', { dueOn: '2026-12-02' }, 'dueOn', DOCUMENT_REQUEST_MESSAGES.dueInPast],
    [
      'an expiring request without its reminder',
      { expires: true, remindDaysBefore: '' },
      'remindDaysBefore',
      DOCUMENT_REQUEST_MESSAGES.remindDays,
    ],
    [
      'a reminder 366 days before',
      { expires: true, remindDaysBefore: 366 },
      'remindDaysBefore',
      DOCUMENT_REQUEST_MESSAGES.remindDays,
    ],
    [
      'a sign-off of a PNG and a PDF',
      { signOffWorkflowId: 'wf-1' },
      'allowedTypes',
      DOCUMENT_REQUEST_MESSAGES.signOffPdfOnly,
    ],
    [
      'a sign-off of a PNG',
      { signOffWorkflowId: 'wf-1', allowedTypes: ['image/png'] },
      'allowedTypes',
      DOCUMENT_REQUEST_MESSAGES.signOffPdfOnly,
    ],
  ])('refuses %s', (_, change, field, message) => {
    expect(problems({ ...filled, ...change })).toEqual({ [field]: message });
  });

  it('signs off a PDF through the workflow named; none, left out or empty, is a single review', () => {
    const pdfOnly = { ...filled, allowedTypes: ['application/pdf'] };
    expect(v.parse(schema, { ...pdfOnly, signOffWorkflowId: 'wf-1' }).signOffWorkflowId).toBe('wf-1');
    const { signOffWorkflowId: _left, ...leftOut } = filled;
    expect(v.parse(schema, leftOut).signOffWorkflowId).toBeNull();
    expect(v.parse(schema, { ...filled, signOffWorkflowId: '' }).signOffWorkflowId).toBeNull();
  });

  it('ignores a reminder typed into a request that does not expire', () => {
    expect(v.parse(schema, { ...filled, remindDaysBefore: 'soon' }).remindDaysBefore).toBeNull();
  });
});
