import { atMost, CHOOSE_A_CATEGORY, COMPLETE_DATE, INCIDENT_CASE_LIMITS, isIsoDate } from '@hr/domain';
import * as v from 'valibot';
import { teamContentSchema } from '../team/teamPostSchema.ts';
import type { PersonRef } from './incidentCase.ts';

const { summaryMaxLength, subjectsMin, subjectsMax, witnessesMax, writtenTextMaxLength } =
  INCIDENT_CASE_LIMITS;

export const INCIDENT_CASE_MESSAGES = {
  typeId: 'Choose the incident type.',
  occurredFrom: 'Enter the day it started.',
  occurredTo: 'Enter the day it ended.',
  toBeforeFrom: 'The end cannot be before the start.',
  summary: 'Say in a sentence or two what happened.',
  subjects: 'Choose who the incident is about.',
  subjectsMax: `A case concerns at most ${subjectsMax} people.`,
  witnessesMax: `Name at most ${witnessesMax} witnesses.`,
} as const;

const requiredDate = (message: string) =>
  v.pipe(v.string(), v.nonEmpty(message), v.check(isIsoDate, COMPLETE_DATE));

const personSchema = v.object({ id: v.string(), name: v.string(), employeeNo: v.string() });

/** Required text of the move dialogs: at most `max` characters once trimmed (written reasons unless said). */
export const longText = (message: string, max: number = writtenTextMaxLength) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, atMost(max)));

/** The report dialog's form: the people are kept whole (to show their names) and sent as ids. */
export const incidentCaseSchema = v.pipe(
  v.object({
    categoryId: v.pipe(v.string(), v.nonEmpty(CHOOSE_A_CATEGORY)),
    typeId: v.pipe(v.string(), v.nonEmpty(INCIDENT_CASE_MESSAGES.typeId)),
    occurredFrom: requiredDate(INCIDENT_CASE_MESSAGES.occurredFrom),
    occurredTo: requiredDate(INCIDENT_CASE_MESSAGES.occurredTo),
    summary: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(INCIDENT_CASE_MESSAGES.summary),
      v.maxLength(summaryMaxLength, atMost(summaryMaxLength)),
    ),
    story: teamContentSchema,
    subjects: v.pipe(
      v.array(personSchema),
      v.minLength(subjectsMin, INCIDENT_CASE_MESSAGES.subjects),
      v.maxLength(subjectsMax, INCIDENT_CASE_MESSAGES.subjectsMax),
    ),
    witnesses: v.pipe(v.array(personSchema), v.maxLength(witnessesMax, INCIDENT_CASE_MESSAGES.witnessesMax)),
    anonymous: v.boolean(),
    remarks: v.pipe(v.string(), v.trim(), v.maxLength(writtenTextMaxLength, atMost(writtenTextMaxLength))),
  }),
  v.forward(
    v.partialCheck(
      [['occurredFrom'], ['occurredTo']],
      ({ occurredFrom, occurredTo }) => occurredTo >= occurredFrom,
      INCIDENT_CASE_MESSAGES.toBeforeFrom,
    ),
    ['occurredTo'],
  ),
  v.transform(({ subjects, witnesses, remarks, ...rest }) => ({
    ...rest,
    subjectIds: subjects.map((person: PersonRef) => person.id),
    witnessIds: witnesses.map((person: PersonRef) => person.id),
    remarks: remarks === '' ? null : remarks,
  })),
);

export type IncidentCaseFormInput = v.InferInput<typeof incidentCaseSchema>;
export type IncidentCaseValues = v.InferOutput<typeof incidentCaseSchema>;
