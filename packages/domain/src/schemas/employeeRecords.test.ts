import { parseDate } from '@internationalized/date';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  attendeeResultFormSchema,
  attendeeResultProblems,
  CERTIFICATE_EXPIRY_NOTICE_DAYS,
  certificateStanding,
  EMPLOYEE_RECORDS_MESSAGES,
  EMPTY_EDUCATION,
  EMPTY_TRAINING,
  educationFormSchema,
  trainingFormSchema,
  trainingProblems,
} from './employeeRecords.ts';

const M = EMPLOYEE_RECORDS_MESSAGES;
const issues = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('the Education dialog', () => {
  it('asks for the institution and the qualification, and refuses an end before the start', () => {
    expect(issues(v.safeParse(educationFormSchema, EMPTY_EDUCATION))).toEqual([
      ['institution', M.institution],
      ['qualification', M.qualification],
    ]);
    const backwards = {
      ...EMPTY_EDUCATION,
      institution: 'UG',
      qualification: 'BSc',
      startDate: '2018-09-01',
      endDate: '2014-06-30',
    };
    expect(issues(v.safeParse(educationFormSchema, backwards))).toEqual([['endDate', M.endBeforeStart]]);
  });

  it('reads blanks as none', () => {
    const parsed = v.parse(educationFormSchema, {
      ...EMPTY_EDUCATION,
      institution: ' UG ',
      qualification: 'BSc',
    });
    expect(parsed).toEqual({
      institution: 'UG',
      qualification: 'BSc',
      fieldOfStudy: null,
      startDate: null,
      endDate: null,
      grade: null,
    });
  });
});

describe('a training course’s cost', () => {
  const course = { startDate: '2026-03-10', endDate: null };
  it('is an amount in a known currency with at most its decimals, both or neither', () => {
    expect(trainingProblems({ ...course, cost: '1250.50', currency: 'GHS' })).toEqual([]);
    expect(trainingProblems({ ...course, cost: null, currency: null })).toEqual([]);
    expect(trainingProblems({ ...course, cost: '10.005', currency: 'GHS' })).toEqual([
      { field: 'cost', message: M.cost },
    ]);
    expect(trainingProblems({ ...course, cost: '100', currency: null })).toEqual([
      { field: 'currency', message: M.costNeedsCurrency },
    ]);
    expect(trainingProblems({ ...course, cost: null, currency: 'GHS' })).toEqual([
      { field: 'cost', message: M.currencyNeedsCost },
    ]);
    expect(trainingProblems({ ...course, cost: '1', currency: 'XYZ' })).toEqual([
      { field: 'currency', message: M.currency },
    ]);
    expect(trainingProblems({ ...course, cost: '100.5', currency: 'JPY' })).toEqual([
      { field: 'cost', message: M.cost },
    ]);
  });

  it('is checked by the dialog too, the currency read in capitals', () => {
    const parsed = v.parse(trainingFormSchema, {
      ...EMPTY_TRAINING,
      title: 'Fire safety',
      startDate: '2026-03-10',
      cost: '99.9',
      currency: 'ghs',
    });
    expect(parsed).toMatchObject({ cost: '99.9', currency: 'GHS' });
  });
});

describe('an attendee’s result', () => {
  it('has a completion date only once completed, not before the course, and a certificate not expiring before it', () => {
    const start = '2026-03-10';
    expect(
      attendeeResultProblems(
        { completed: false, completedOn: '2026-03-11', certificateExpiryDate: null },
        start,
      ),
    ).toEqual([{ field: 'completedOn', message: M.completedOnWithoutCompletion }]);
    expect(
      attendeeResultProblems(
        { completed: true, completedOn: '2026-03-01', certificateExpiryDate: null },
        start,
      ),
    ).toEqual([{ field: 'completedOn', message: M.completedOnBeforeStart }]);
    expect(
      attendeeResultProblems(
        { completed: true, completedOn: '2026-03-11', certificateExpiryDate: '2026-03-10' },
        start,
      ),
    ).toEqual([{ field: 'certificateExpiryDate', message: M.expiryBeforeCompletion }]);
    expect(
      attendeeResultProblems(
        { completed: true, completedOn: '2026-03-11', certificateExpiryDate: '2028-03-11' },
        start,
      ),
    ).toEqual([]);
  });
});

describe('the result dialog', () => {
  it('reads blanks as none and names the field of a date that breaks the rules', () => {
    const schema = attendeeResultFormSchema('2026-03-10');
    expect(v.parse(schema, { completed: true, completedOn: '', certificateExpiryDate: '' })).toEqual({
      completed: true,
      completedOn: null,
      certificateExpiryDate: null,
    });
    expect(
      issues(
        v.safeParse(schema, {
          completed: true,
          completedOn: '2026-03-09',
          certificateExpiryDate: '2026-03-08',
        }),
      ),
    ).toEqual([
      ['completedOn', M.completedOnBeforeStart],
      ['certificateExpiryDate', M.expiryBeforeCompletion],
    ]);
  });
});

describe('a certificate’s standing', () => {
  it('has expired the day after its expiry date and is expiring from that day back through the notice window', () => {
    const today = '2026-12-02';
    expect(certificateStanding(null, today)).toBeNull();
    expect(certificateStanding('2026-12-01', today)).toBe('expired');
    expect(certificateStanding('2026-12-02', today)).toBe('expiring');
    expect(certificateStanding('2027-01-01', today)).toBe('expiring');
    expect(certificateStanding('2027-01-02', today)).toBe('current');
  });

  it('is expiring exactly within the reminders’ window, across month and year ends', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const expiry = parseDate(today).add({ days: offset }).toString();
        const expected =
          offset < 0 ? 'expired' : offset <= CERTIFICATE_EXPIRY_NOTICE_DAYS ? 'expiring' : 'current';
        expect(certificateStanding(expiry, today)).toBe(expected);
      }),
    );
  });
});
