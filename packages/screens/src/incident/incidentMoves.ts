import {
  APPEAL_RESULTS,
  type AppealResult,
  COMPLETE_DATE,
  INCIDENT_CASE_LIMITS,
  isIsoDate,
  type TransitionKind,
} from '@hr/domain';
import * as v from 'valibot';
import type { PersonRef } from './incidentCase.ts';
import { longText } from './incidentCaseSchema.ts';
import type { IncidentDecision } from './incidentSetup.ts';

/** A decision as a move records it: the outcome chosen from Incident › Decision, its period, reasons. */
export interface MoveDecision {
  outcomeId: string;
  from: string | null;
  to: string | null;
  reasons: string;
  remarks: string | null;
}

export interface MoveHearing {
  date: string;
  place: string;
  panelIds: string[];
}

/** A move on a case, as the screens send it (`onMove`); the server checks it (docs/incidents.md). */
export type IncidentMove =
  | { kind: 'open-investigation'; investigatorId: string }
  | { kind: 'withdraw' }
  | { kind: 'request-explanation'; explainBy: string }
  | { kind: 'record-explanation'; text: string; attachmentIds: string[] }
  | { kind: 'dismiss'; reasons: string }
  | { kind: 'schedule-hearing' | 'reschedule-hearing' | 'schedule-appeal-hearing'; hearing: MoveHearing }
  | { kind: 'decide'; decision: MoveDecision; appealBy: string }
  | { kind: 'close' }
  | { kind: 'appeal'; grounds: string }
  | { kind: 'decide-appeal'; result: AppealResult; reasons: string; variedDecision: MoveDecision | null };

/** Each move's button and its dialog's title. */
export const MOVE_LABELS: Record<TransitionKind, string> = {
  'open-investigation': 'Open the investigation',
  withdraw: 'Withdraw the report',
  'request-explanation': 'Ask for an explanation',
  'record-explanation': 'Record the explanation',
  dismiss: 'Dismiss: no case to answer',
  'schedule-hearing': 'Schedule the hearing',
  'reschedule-hearing': 'Move the hearing',
  decide: 'Record the decision',
  close: 'Close the case',
  appeal: 'Appeal',
  'schedule-appeal-hearing': 'Schedule the appeal hearing',
  'decide-appeal': 'Decide the appeal',
};

/** Every field any move's form has; each move's schema checks the ones it shows. */
export type MoveFormInput = {
  investigator: PersonRef[];
  explainBy: string;
  text: string;
  reasons: string;
  date: string;
  place: string;
  panel: PersonRef[];
  outcomeId: string;
  from: string;
  to: string;
  remarks: string;
  appealBy: string;
  grounds: string;
  result: AppealResult | '';
};
export type MoveField = keyof MoveFormInput;

export const MOVE_FORM_DEFAULTS: MoveFormInput = {
  investigator: [],
  explainBy: '',
  text: '',
  reasons: '',
  date: '',
  place: '',
  panel: [],
  outcomeId: '',
  from: '',
  to: '',
  remarks: '',
  appealBy: '',
  grounds: '',
  result: '',
};

export const MOVE_MESSAGES = {
  investigator: 'Choose who investigates.',
  explainBy: 'Enter the day the explanation is due.',
  text: 'Enter the explanation.',
  reasons: 'Write the reasons.',
  date: 'Enter the day of the hearing.',
  place: 'Enter where the hearing is held.',
  panel: 'Choose at least one member of the panel.',
  outcomeId: 'Choose the outcome.',
  from: 'Enter the first day.',
  to: 'Enter the last day.',
  toBeforeFrom: 'The last day cannot be before the first.',
  appealBy: 'Enter the last day to appeal.',
  grounds: 'Write the grounds of the appeal.',
  result: 'Choose the result.',
} as const;

const { placeMaxLength, panelMax } = INCIDENT_CASE_LIMITS;
const day = (message: string) => v.pipe(v.string(), v.nonEmpty(message), v.check(isIsoDate, COMPLETE_DATE));
const people = (min: number, max: number, message: string) =>
  v.pipe(
    v.array(v.object({ id: v.string(), name: v.string(), employeeNo: v.string() })),
    v.minLength(min, message),
    v.maxLength(max),
  );
const hearing = {
  date: day(MOVE_MESSAGES.date),
  place: v.pipe(v.string(), v.trim(), v.nonEmpty(MOVE_MESSAGES.place), v.maxLength(placeMaxLength)),
  panel: people(1, panelMax, MOVE_MESSAGES.panel),
};
const optionalText = v.pipe(v.string(), v.trim(), v.maxLength(INCIDENT_CASE_LIMITS.writtenTextMaxLength));

type MoveSchema = v.GenericSchema<MoveFormInput, MoveFormInput>;
const loose = (entries: v.ObjectEntries) => v.looseObject(entries) as unknown as MoveSchema;

/**
 * A form that records a decision (the panel's, or the one an appeal varies it to): the outcome, and
 * its From and To when the outcome has a period. `applies` says whether the form records one now.
 */
function withDecision(
  entries: v.ObjectEntries,
  decisions: readonly IncidentDecision[],
  applies: (result: string) => boolean,
): MoveSchema {
  const periodOf = (outcomeId: string) =>
    decisions.some((decision) => decision.id === outcomeId && decision.hasPeriod);
  const schema = v.pipe(
    v.looseObject({
      ...entries,
      outcomeId: v.string(),
      from: v.string(),
      to: v.string(),
      result: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['outcomeId'], ['result']],
        (input) => !applies(input.result) || input.outcomeId !== '',
        MOVE_MESSAGES.outcomeId,
      ),
      ['outcomeId'],
    ),
    v.forward(
      v.partialCheck(
        [['outcomeId'], ['from'], ['result']],
        (input) => !applies(input.result) || !periodOf(input.outcomeId) || isIsoDate(input.from),
        MOVE_MESSAGES.from,
      ),
      ['from'],
    ),
    v.forward(
      v.partialCheck(
        [['outcomeId'], ['to'], ['result']],
        (input) => !applies(input.result) || !periodOf(input.outcomeId) || isIsoDate(input.to),
        MOVE_MESSAGES.to,
      ),
      ['to'],
    ),
    v.forward(
      v.partialCheck(
        [['outcomeId'], ['from'], ['to'], ['result']],
        (input) => !applies(input.result) || !periodOf(input.outcomeId) || input.to >= input.from,
        MOVE_MESSAGES.toBeforeFrom,
      ),
      ['to'],
    ),
  );
  return schema as unknown as MoveSchema;
}

/** The checks of one move's form, before the server's (dates against today, who sits on a panel). */
export function moveSchema(kind: TransitionKind, decisions: readonly IncidentDecision[]): MoveSchema {
  switch (kind) {
    case 'open-investigation':
      return loose({ investigator: people(1, 1, MOVE_MESSAGES.investigator) });
    case 'request-explanation':
      return loose({ explainBy: day(MOVE_MESSAGES.explainBy) });
    case 'record-explanation':
      return loose({ text: longText(MOVE_MESSAGES.text, INCIDENT_CASE_LIMITS.explanationMaxLength) });
    case 'dismiss':
      return loose({ reasons: longText(MOVE_MESSAGES.reasons) });
    case 'schedule-hearing':
    case 'reschedule-hearing':
    case 'schedule-appeal-hearing':
      return loose(hearing);
    case 'decide':
      return withDecision(
        {
          reasons: longText(MOVE_MESSAGES.reasons),
          remarks: optionalText,
          appealBy: day(MOVE_MESSAGES.appealBy),
        },
        decisions,
        () => true,
      );
    case 'appeal':
      return loose({ grounds: longText(MOVE_MESSAGES.grounds) });
    case 'decide-appeal':
      return v.pipe(
        withDecision(
          { reasons: longText(MOVE_MESSAGES.reasons) },
          decisions,
          (result) => result === 'varied',
        ),
        v.forward(
          v.partialCheck(
            [['result']],
            (input) => (APPEAL_RESULTS as readonly string[]).includes(input.result),
            MOVE_MESSAGES.result,
          ),
          ['result'],
        ),
      );
    case 'withdraw':
    case 'close':
      return loose({});
  }
}

const orNull = (text: string) => (text === '' ? null : text);

function decisionOf(values: MoveFormInput, decisions: readonly IncidentDecision[]): MoveDecision {
  const hasPeriod = decisions.some((decision) => decision.id === values.outcomeId && decision.hasPeriod);
  return {
    outcomeId: values.outcomeId,
    from: hasPeriod ? values.from : null,
    to: hasPeriod ? values.to : null,
    reasons: values.reasons,
    remarks: orNull(values.remarks),
  };
}

/** The move a checked form sends. */
export function moveOf(
  kind: TransitionKind,
  values: MoveFormInput,
  decisions: readonly IncidentDecision[],
  attachmentIds: string[],
): IncidentMove {
  const ids = (chosen: PersonRef[]) => chosen.map((person) => person.id);
  switch (kind) {
    case 'open-investigation':
      return { kind, investigatorId: values.investigator[0]?.id ?? '' };
    case 'request-explanation':
      return { kind, explainBy: values.explainBy };
    case 'record-explanation':
      return { kind, text: values.text, attachmentIds };
    case 'dismiss':
      return { kind, reasons: values.reasons };
    case 'schedule-hearing':
    case 'reschedule-hearing':
    case 'schedule-appeal-hearing':
      return { kind, hearing: { date: values.date, place: values.place, panelIds: ids(values.panel) } };
    case 'decide':
      return { kind, decision: decisionOf(values, decisions), appealBy: values.appealBy };
    case 'appeal':
      return { kind, grounds: values.grounds };
    case 'decide-appeal': {
      const result = values.result === '' ? 'upheld' : values.result;
      return {
        kind,
        result,
        reasons: values.reasons,
        variedDecision: result === 'varied' ? decisionOf(values, decisions) : null,
      };
    }
    case 'withdraw':
    case 'close':
      return { kind };
  }
}

/**
 * Where the server's field names land on a move's form ("hearing.panelIds" on the panel picker,
 * "decision.from" on From); a name not here is shown above the fields.
 */
export function moveFieldOf(field: string | undefined): MoveField | undefined {
  if (field === undefined) return undefined;
  const last = field.split('.').at(-1) ?? field;
  const aliases: Record<string, MoveField> = { investigatorId: 'investigator', panelIds: 'panel' };
  const name = aliases[last] ?? last;
  return name in MOVE_FORM_DEFAULTS ? (name as MoveField) : undefined;
}
