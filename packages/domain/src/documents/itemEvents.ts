import { parseDate } from '@internationalized/date';
import { isIsoDate } from '../schemas/fieldRules.ts';
import { type DocumentItem, type DocumentItemState, latestVersion } from './itemStates.ts';
import { DOCUMENT_REQUEST_LIMITS } from './requestSchema.ts';

/**
 * What happens to an item (issue 31, Build items 2, 3, 5 and 6), who may make it happen, and the item
 * it leaves. The server enforces exactly this and maps each refusal's kind to its status: `state` and
 * `version` 409, `actor` 403, `details` 400. Whoever the item is nothing to (no relation, no scope)
 * gets the server's 404 before any of this is asked.
 */

export type DocumentItemEvent =
  /** A new version; `expiresOn` is the document's own expiry, given when the request's documents expire. */
  | { kind: 'upload'; expiresOn: string | null }
  /** Decisions name the version they are about: a decision on a replaced file is refused. */
  | { kind: 'approve'; version: number }
  | { kind: 'reject'; version: number; reason: string }
  /**
   * A step of a step-by-step sign-off signed (Build item 4): the item is Approved once `last` (the
   * workflow's last step) is signed and stays Submitted while steps remain. Rejecting at a step is
   * `reject`. Who decides a step is the approvals engine's to say; the server gives it as `mayReview`.
   */
  | { kind: 'sign'; version: number; last: boolean }
  /** The daily job, the day after an approved document's expiry date. */
  | { kind: 'expire' };
export type DocumentItemEventKind = DocumentItemEvent['kind'];

/**
 * Who acts. The server works out `mayUpload` (documents create or update at a scope that reaches the
 * employee) and `mayReview` (documents approve reaching them); `userId` null is the daily job.
 */
export interface DocumentActor {
  userId: string | null;
  /** The caller's own employee record, when they have one. */
  employeeId: string | null;
  mayUpload: boolean;
  mayReview: boolean;
}

export type DocumentRefusalKind = 'state' | 'actor' | 'version' | 'details';
export type DocumentItemCheck = { ok: true } | { ok: false; refusal: DocumentRefusalKind; reason: string };
export type DocumentItemResult =
  | { ok: true; item: DocumentItem }
  | { ok: false; refusal: DocumentRefusalKind; reason: string };

interface EventRule {
  from: readonly DocumentItemState[];
  to: DocumentItemState;
  doing: string;
}

/** From any state, an upload starts the review again: an approval is never kept for a replaced file. */
export const DOCUMENT_ITEM_EVENTS: Record<DocumentItemEventKind, EventRule> = {
  upload: {
    from: ['requested', 'submitted', 'approved', 'rejected', 'expired'],
    to: 'submitted',
    doing: 'Uploading',
  },
  approve: { from: ['submitted'], to: 'approved', doing: 'Approving' },
  reject: { from: ['submitted'], to: 'rejected', doing: 'Rejecting' },
  // The last step's signature; an earlier one leaves the item Submitted (happened).
  sign: { from: ['submitted'], to: 'approved', doing: 'Signing' },
  expire: { from: ['approved'], to: 'expired', doing: 'Expiring' },
};

export const DOCUMENT_ITEM_EVENT_KINDS = Object.keys(DOCUMENT_ITEM_EVENTS) as DocumentItemEventKind[];

export const DOCUMENT_ITEM_REFUSALS = {
  uploadForOther:
    'Only the employee, or someone whose documents permission reaches them, may upload their document.',
  ownDocument: 'Nobody reviews their own document: someone else whose documents permission reaches you must.',
  ownUpload: 'You uploaded this version yourself: someone else must review it.',
  reviewer: 'Only someone whose documents approve permission reaches the employee may review their document.',
  expireByPerson: 'A document expires by itself, the day after its expiry date; nobody expires it by hand.',
  reason: 'Give the reason the document is rejected, so the employee knows what to change.',
  reasonLength: `Use at most ${DOCUMENT_REQUEST_LIMITS.reasonMaxLength} characters for the reason.`,
  expiresOnNeeded: 'Give the day the document expires.',
  expiresOnNotAsked: 'This request’s documents do not expire: leave the expiry date empty.',
  expiresOnDay: 'The expiry date must be a real day written YYYY-MM-DD.',
  alreadyExpired: 'This document has already expired: upload one that is still valid after today.',
} as const;

function isDay(text: string): boolean {
  return isIsoDate(text) && !text.startsWith('0000');
}

function compareDays(a: string, b: string): number {
  return parseDate(a).compare(parseDate(b));
}

/** Why the item's state does not allow the event; null when it does. */
export function itemStateProblem(item: DocumentItem, kind: DocumentItemEventKind): string | null {
  const rule = DOCUMENT_ITEM_EVENTS[kind];
  if (rule.from.includes(item.state)) return null;
  if (isDecision(kind)) {
    return item.state === 'requested'
      ? 'Nothing has been uploaded for this item yet: there is nothing to review.'
      : `This item is ${item.state}: only a submitted document can be reviewed.`;
  }
  return `${rule.doing} is possible only while the document is approved; this one is ${item.state}.`;
}

/** Why `actor` may not make the event happen; null when they may. */
export function itemActorProblem(
  item: DocumentItem,
  kind: DocumentItemEventKind,
  actor: DocumentActor,
): string | null {
  switch (kind) {
    case 'upload':
      return actor.employeeId === item.employeeId || actor.mayUpload
        ? null
        : DOCUMENT_ITEM_REFUSALS.uploadForOther;
    case 'approve':
    case 'reject':
    case 'sign':
      if (actor.employeeId === item.employeeId) return DOCUMENT_ITEM_REFUSALS.ownDocument;
      if (actor.userId !== null && latestVersion(item)?.uploadedBy === actor.userId) {
        return DOCUMENT_ITEM_REFUSALS.ownUpload;
      }
      return actor.mayReview ? null : DOCUMENT_ITEM_REFUSALS.reviewer;
    case 'expire':
      return actor.userId === null ? null : DOCUMENT_ITEM_REFUSALS.expireByPerson;
  }
}

/** Why the version a decision names is not the one to decide; null when it is the latest. */
export function itemVersionProblem(item: DocumentItem, event: DocumentItemEvent): string | null {
  if (!('version' in event)) return null;
  const latest = latestVersion(item);
  if (latest === null || latest.number === event.version) return null;
  return `Version ${event.version} is no longer the latest: version ${latest.number} replaced it. Review version ${latest.number}.`;
}

function detailsProblem(item: DocumentItem, event: DocumentItemEvent, today: string): string | null {
  switch (event.kind) {
    case 'upload':
      if (!item.expires) {
        return event.expiresOn === null ? null : DOCUMENT_ITEM_REFUSALS.expiresOnNotAsked;
      }
      if (event.expiresOn === null) return DOCUMENT_ITEM_REFUSALS.expiresOnNeeded;
      if (!isDay(event.expiresOn)) return DOCUMENT_ITEM_REFUSALS.expiresOnDay;
      return compareDays(event.expiresOn, today) > 0 ? null : DOCUMENT_ITEM_REFUSALS.alreadyExpired;
    case 'reject':
      if (event.reason.trim() === '') return DOCUMENT_ITEM_REFUSALS.reason;
      return event.reason.length > DOCUMENT_REQUEST_LIMITS.reasonMaxLength
        ? DOCUMENT_ITEM_REFUSALS.reasonLength
        : null;
    case 'expire': {
      const expiresOn = approvedExpiry(item);
      if (expiresOn === null) return 'This document does not expire.';
      return compareDays(today, expiresOn) > 0 ? null : `This document is valid until ${expiresOn}.`;
    }
    case 'approve':
    case 'sign':
      return null;
  }
}

/** The events that decide on a version: a review, or a step of a sign-off. */
function isDecision(kind: DocumentItemEventKind): boolean {
  return kind === 'approve' || kind === 'reject' || kind === 'sign';
}

/** The expiry date of the version the item's approval names; null when it has none. */
export function approvedExpiry(item: DocumentItem): string | null {
  if (item.decidedVersion === null || (item.state !== 'approved' && item.state !== 'expired')) return null;
  return item.versions.find((version) => version.number === item.decidedVersion)?.expiresOn ?? null;
}

/**
 * Whether `actor` may make `event` happen today: the state, then who, then the version named, then
 * the details; the first refusal is the answer.
 */
export function checkItemEvent(
  item: DocumentItem,
  event: DocumentItemEvent,
  actor: DocumentActor,
  today: string,
): DocumentItemCheck {
  if (!isDay(today)) return { ok: false, refusal: 'details', reason: 'The current day must be a real day.' };
  const state = itemStateProblem(item, event.kind);
  if (state) return { ok: false, refusal: 'state', reason: state };
  const who = itemActorProblem(item, event.kind, actor);
  if (who) return { ok: false, refusal: 'actor', reason: who };
  const version = itemVersionProblem(item, event);
  if (version) return { ok: false, refusal: 'version', reason: version };
  const details = detailsProblem(item, event, today);
  return details ? { ok: false, refusal: 'details', reason: details } : { ok: true };
}

function happened(item: DocumentItem, event: DocumentItemEvent, actor: DocumentActor): DocumentItem {
  const state = DOCUMENT_ITEM_EVENTS[event.kind].to;
  switch (event.kind) {
    case 'upload': {
      const number = (latestVersion(item)?.number ?? 0) + 1;
      const version = { number, uploadedBy: actor.userId ?? '', expiresOn: event.expiresOn };
      return { ...item, state, versions: [...item.versions, version], decidedVersion: null };
    }
    case 'approve':
    case 'reject':
      return { ...item, state, decidedVersion: event.version };
    case 'sign':
      return event.last ? { ...item, state, decidedVersion: event.version } : item;
    case 'expire':
      return { ...item, state };
  }
}

/** The item after `event`, or why it may not happen. */
export function applyItemEvent(
  item: DocumentItem,
  event: DocumentItemEvent,
  actor: DocumentActor,
  today: string,
): DocumentItemResult {
  const check = checkItemEvent(item, event, actor, today);
  return check.ok ? { ok: true, item: happened(item, event, actor) } : check;
}

/** The events `actor` may make happen on the item now, whatever details they will give. */
export function allowedItemEvents(item: DocumentItem, actor: DocumentActor): DocumentItemEventKind[] {
  return DOCUMENT_ITEM_EVENT_KINDS.filter(
    (kind) => itemStateProblem(item, kind) === null && itemActorProblem(item, kind, actor) === null,
  );
}
