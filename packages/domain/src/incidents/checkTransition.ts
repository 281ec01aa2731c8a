import { parseDate } from '@internationalized/date';
import { isIsoDate } from '../schemas/fieldRules.ts';
import type { CaseActor } from './caseRelations.ts';
import type { CaseDecision, CaseHearing, IncidentCase } from './caseStates.ts';
import { actorProblem, CASE_TRANSITIONS, type CaseTransition, stateProblem } from './caseTransitions.ts';
import { appealPanelProblems, panelProblems } from './panel.ts';

/**
 * Whether a move may be made with the details given, and the case it leaves (issue 30, Build item 2).
 * The server enforces exactly this; a refusal's reason is the sentence its 400 or 403 carries.
 * `today` is the employer's calendar day, an ISO date string like every date here.
 */

export type TransitionCheck = { ok: true } | { ok: false; reason: string };
export type TransitionResult = { ok: true; incident: IncidentCase } | { ok: false; reason: string };

/**
 * Whether `text` is a day this process takes: a real 'YYYY-MM-DD' day from year 1 (the calendar the
 * dates are compared on has no year 0, so 0000-02-29 would not parse).
 */
function isDay(text: string): boolean {
  return isIsoDate(text) && !text.startsWith('0000');
}

/** Negative when `a` is before `b`; both have passed isDay. */
function compareDays(a: string, b: string): number {
  return parseDate(a).compare(parseDate(b));
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

function notADate(field: string): string {
  return `The ${field} must be a real day written YYYY-MM-DD.`;
}

/** A hearing's date and place; `explainBy` is the case's, for a first hearing, and null for an appeal's. */
function hearingProblem(hearing: CaseHearing, today: string, explainBy: string | null): string | null {
  if (!isDay(hearing.date)) return notADate('hearing date');
  if (compareDays(hearing.date, today) < 0) return 'The hearing date cannot be in the past.';
  if (explainBy !== null && compareDays(hearing.date, explainBy) < 0) {
    return `The hearing cannot be before the Explain By date, ${explainBy}.`;
  }
  if (isBlank(hearing.place)) return 'Say where the hearing is held.';
  return null;
}

function decisionProblem(decision: CaseDecision): string | null {
  if (isBlank(decision.reasons)) return 'Give the written reasons for the decision.';
  if (!decision.hasPeriod) {
    return decision.from === null && decision.to === null
      ? null
      : 'This decision has no period: leave its From and To dates empty.';
  }
  if (decision.from === null || decision.to === null) return 'This decision needs its From and To dates.';
  if (!isDay(decision.from)) return notADate("decision's From date");
  if (!isDay(decision.to)) return notADate("decision's To date");
  if (compareDays(decision.from, decision.to) > 0)
    return "The decision's From date must not be after its To date.";
  return null;
}

function detailsProblem(incident: IncidentCase, move: CaseTransition, today: string): string | null {
  switch (move.kind) {
    case 'open-investigation': {
      const id = move.investigatorId;
      if (incident.subjectIds.includes(id)) return 'The subject of a case cannot investigate it.';
      if (incident.reporter.kind === 'named' && incident.reporter.personId === id) {
        return 'The person who reported the case cannot investigate it.';
      }
      if (incident.witnessIds.includes(id)) return 'A witness cannot investigate the case.';
      return null;
    }
    case 'request-explanation':
      if (!isDay(move.explainBy)) return notADate('Explain By date');
      return compareDays(move.explainBy, today) > 0 ? null : 'The Explain By date must be after today.';
    case 'dismiss':
      return isBlank(move.reasons) ? 'Give the reasons there is no case to answer.' : null;
    case 'schedule-hearing':
      if (
        incident.state === 'explanation-requested' &&
        incident.explainBy !== null &&
        compareDays(today, incident.explainBy) <= 0
      ) {
        return `The subject has until ${incident.explainBy} to explain: schedule the hearing once they have answered or that day has passed.`;
      }
      return (
        panelProblems(incident, move.hearing.panelIds)[0] ??
        hearingProblem(move.hearing, today, incident.explainBy)
      );
    case 'reschedule-hearing':
      return (
        panelProblems(incident, move.hearing.panelIds)[0] ??
        hearingProblem(move.hearing, today, incident.explainBy)
      );
    case 'decide': {
      const hearingDate = incident.hearing?.date ?? today;
      if (compareDays(today, hearingDate) < 0) {
        return `The decision is recorded on or after the hearing day, ${hearingDate}.`;
      }
      const problem = decisionProblem(move.decision);
      if (problem) return problem;
      if (!isDay(move.appealBy)) return notADate('appeal deadline');
      return compareDays(move.appealBy, today) > 0
        ? null
        : 'The appeal deadline must be after the decision day.';
    }
    case 'close': {
      const appealBy = incident.decision?.appealBy ?? today;
      return compareDays(today, appealBy) > 0
        ? null
        : `The subject may appeal until ${appealBy}: the case can be closed after that day.`;
    }
    case 'appeal': {
      const appealBy = incident.decision?.appealBy ?? today;
      if (compareDays(today, appealBy) > 0) return `The time to appeal ended on ${appealBy}.`;
      return isBlank(move.grounds) ? 'Give the grounds of the appeal.' : null;
    }
    case 'schedule-appeal-hearing':
      return (
        appealPanelProblems(incident, move.hearing.panelIds)[0] ?? hearingProblem(move.hearing, today, null)
      );
    case 'decide-appeal': {
      const hearingDate = incident.appeal?.hearing?.date ?? today;
      if (compareDays(today, hearingDate) < 0) {
        return `The appeal is decided on or after its hearing day, ${hearingDate}.`;
      }
      if (isBlank(move.reasons)) return 'Give the written reasons for the appeal’s result.';
      if (move.result !== 'varied') {
        return move.variedDecision === null ? null : 'Only a varied decision takes a new decision.';
      }
      return move.variedDecision === null
        ? 'A varied decision needs the decision that replaces the first one.'
        : decisionProblem(move.variedDecision);
    }
    case 'withdraw':
    case 'record-explanation':
      return null;
  }
}

/** Whether `actor` may make `move` on the case today: the state first, then who, then the details. */
export function checkTransition(
  incident: IncidentCase,
  move: CaseTransition,
  actor: CaseActor,
  today: string,
): TransitionCheck {
  if (!isDay(today)) return { ok: false, reason: notADate('current day') };
  const reason =
    stateProblem(incident, move.kind) ??
    actorProblem(incident, move.kind, actor) ??
    detailsProblem(incident, move, today);
  return reason === null ? { ok: true } : { ok: false, reason };
}

function moved(incident: IncidentCase, move: CaseTransition, today: string): IncidentCase {
  const next = { ...incident, state: CASE_TRANSITIONS[move.kind].to };
  switch (move.kind) {
    case 'open-investigation':
      return { ...next, investigatorId: move.investigatorId };
    case 'withdraw':
      return { ...next, closure: 'withdrawn' };
    case 'request-explanation':
      return { ...next, explainBy: move.explainBy };
    case 'record-explanation':
      return { ...next, explanationReceivedOn: today };
    case 'dismiss':
      return { ...next, closure: 'no-case-to-answer', dismissalReasons: move.reasons };
    case 'schedule-hearing':
    case 'reschedule-hearing':
      return { ...next, hearing: move.hearing };
    case 'decide':
      return {
        ...next,
        decision: {
          ...move.decision,
          decidedOn: today,
          appealBy: move.appealBy,
          deciderIds: incident.hearing?.panelIds ?? [],
        },
      };
    case 'close':
      return { ...next, closure: 'decision-stands' };
    case 'appeal':
      return {
        ...next,
        appeal: {
          grounds: move.grounds,
          lodgedOn: today,
          hearing: null,
          result: null,
          variedDecision: null,
          reasons: null,
        },
      };
    case 'schedule-appeal-hearing':
      return incident.appeal ? { ...next, appeal: { ...incident.appeal, hearing: move.hearing } } : next;
    case 'decide-appeal':
      return incident.appeal
        ? {
            ...next,
            closure: 'appeal-decided',
            appeal: {
              ...incident.appeal,
              result: move.result,
              variedDecision: move.variedDecision,
              reasons: move.reasons,
            },
          }
        : next;
  }
}

/** The case after `move`, or why it may not be made. */
export function applyTransition(
  incident: IncidentCase,
  move: CaseTransition,
  actor: CaseActor,
  today: string,
): TransitionResult {
  const check = checkTransition(incident, move, actor, today);
  return check.ok ? { ok: true, incident: moved(incident, move, today) } : check;
}
