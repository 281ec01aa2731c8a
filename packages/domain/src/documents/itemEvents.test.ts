import { describe, expect, it } from 'vitest';
import {
  allowedItemEvents,
  applyItemEvent,
  approvedExpiry,
  DOCUMENT_ITEM_REFUSALS,
  type DocumentActor,
  type DocumentItemEvent,
  type DocumentRefusalKind,
} from './itemEvents.ts';
import {
  ada,
  admin,
  after,
  approved,
  cy,
  dailyJob,
  expired,
  hal,
  ola,
  rejected,
  requested,
  resubmitted,
  submitted,
  TODAY,
} from './itemExamples.ts';
import { type DocumentItem, type DocumentItemState, requestedItem } from './itemStates.ts';

const upload: DocumentItemEvent = { kind: 'upload', expiresOn: '2031-01-31' };
const expire: DocumentItemEvent = { kind: 'expire' };
const AFTER_EXPIRY = '2030-07-01';

describe('applyItemEvent: every allowed event', () => {
  const allowed: [string, DocumentItem, DocumentItemEvent, DocumentActor, string, DocumentItemState][] = [
    ['the employee uploads the first version', requested, upload, ada, TODAY, 'submitted'],
    ['HR uploads for the employee it reaches', requested, upload, hal, TODAY, 'submitted'],
    ['someone who may only upload uploads for them', requested, upload, ola, TODAY, 'submitted'],
    ['the employee replaces a submitted file', submitted, upload, ada, TODAY, 'submitted'],
    ['the employee uploads again after a rejection', rejected, upload, ada, TODAY, 'submitted'],
    ['the employee replaces an approved file', approved, upload, ada, TODAY, 'submitted'],
    ['the employee uploads again after expiry', expired, upload, ada, AFTER_EXPIRY, 'submitted'],
    ['HR approves the latest version', submitted, { kind: 'approve', version: 1 }, hal, TODAY, 'approved'],
    ['an administrator approves', submitted, { kind: 'approve', version: 1 }, admin, TODAY, 'approved'],
    [
      'HR rejects the latest version with a reason',
      submitted,
      { kind: 'reject', version: 1, reason: 'Unreadable.' },
      hal,
      TODAY,
      'rejected',
    ],
    [
      'the daily job expires it the day after its expiry date',
      approved,
      expire,
      dailyJob,
      AFTER_EXPIRY,
      'expired',
    ],
  ];
  it.each(allowed)('%s', (_, item, event, actor, today, state) => {
    const result = applyItemEvent(item, event, actor, today);
    expect(result).toMatchObject({ ok: true, item: { state } });
  });
});

describe('applyItemEvent: every refusal, with its kind and sentence', () => {
  const refused: [
    string,
    DocumentItem,
    DocumentItemEvent,
    DocumentActor,
    string,
    DocumentRefusalKind,
    string,
  ][] = [
    [
      'approving before anything is uploaded',
      requested,
      { kind: 'approve', version: 1 },
      hal,
      TODAY,
      'state',
      'Nothing has been uploaded for this item yet: there is nothing to review.',
    ],
    [
      'approving twice',
      approved,
      { kind: 'approve', version: 2 },
      hal,
      TODAY,
      'state',
      'This item is approved: only a submitted document can be reviewed.',
    ],
    [
      'rejecting a rejected item',
      rejected,
      { kind: 'reject', version: 1, reason: 'Again.' },
      hal,
      TODAY,
      'state',
      'This item is rejected: only a submitted document can be reviewed.',
    ],
    [
      'expiring a submitted item',
      submitted,
      expire,
      dailyJob,
      AFTER_EXPIRY,
      'state',
      'Expiring is possible only while the document is approved; this one is submitted.',
    ],
    [
      'an upload for someone out of reach',
      requested,
      upload,
      cy,
      TODAY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.uploadForOther,
    ],
    [
      'the employee approving their own document, whatever their permission',
      submitted,
      { kind: 'approve', version: 1 },
      { ...ada, mayReview: true },
      TODAY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.ownDocument,
    ],
    [
      'the employee rejecting their own document',
      submitted,
      { kind: 'reject', version: 1, reason: 'No.' },
      { ...ada, mayReview: true },
      TODAY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.ownDocument,
    ],
    [
      'HR approving a version it uploaded itself',
      after(requested, upload, hal),
      { kind: 'approve', version: 1 },
      hal,
      TODAY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.ownUpload,
    ],
    [
      'someone who may upload but not approve',
      submitted,
      { kind: 'approve', version: 1 },
      ola,
      TODAY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.reviewer,
    ],
    [
      'a person expiring a document',
      approved,
      expire,
      hal,
      AFTER_EXPIRY,
      'actor',
      DOCUMENT_ITEM_REFUSALS.expireByPerson,
    ],
    [
      'approving a version a newer one replaced',
      resubmitted,
      { kind: 'approve', version: 1 },
      hal,
      TODAY,
      'version',
      'Version 1 is no longer the latest: version 2 replaced it. Review version 2.',
    ],
    [
      'rejecting a replaced version',
      resubmitted,
      { kind: 'reject', version: 1, reason: 'Cut off.' },
      hal,
      TODAY,
      'version',
      'Version 1 is no longer the latest: version 2 replaced it. Review version 2.',
    ],
    [
      'rejecting without a reason',
      submitted,
      { kind: 'reject', version: 1, reason: '  ' },
      hal,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.reason,
    ],
    [
      'a reason longer than 1,000 characters',
      submitted,
      { kind: 'reject', version: 1, reason: 'x'.repeat(1001) },
      hal,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.reasonLength,
    ],
    [
      'an expiring document without its expiry date',
      requested,
      { kind: 'upload', expiresOn: null },
      ada,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.expiresOnNeeded,
    ],
    [
      'an expiry date on a document that does not expire',
      requestedItem({ employeeId: 'ada', dueOn: '2026-12-10', expires: false }),
      upload,
      ada,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.expiresOnNotAsked,
    ],
    [
      'an expiry date that is not a day',
      requested,
      { kind: 'upload', expiresOn: '2030-02-30' },
      ada,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.expiresOnDay,
    ],
    [
      'a document that expires today',
      requested,
      { kind: 'upload', expiresOn: TODAY },
      ada,
      TODAY,
      'details',
      DOCUMENT_ITEM_REFUSALS.alreadyExpired,
    ],
    [
      'expiring on the expiry date itself',
      approved,
      expire,
      dailyJob,
      '2030-06-30',
      'details',
      'This document is valid until 2030-06-30.',
    ],
    [
      'expiring a document that does not expire',
      after(
        after(
          requestedItem({ employeeId: 'ada', dueOn: '2026-12-10', expires: false }),
          { kind: 'upload', expiresOn: null },
          ada,
        ),
        { kind: 'approve', version: 1 },
        hal,
      ),
      expire,
      dailyJob,
      AFTER_EXPIRY,
      'details',
      'This document does not expire.',
    ],
  ];
  it.each(refused)('%s', (_, item, event, actor, today, refusal, reason) => {
    expect(applyItemEvent(item, event, actor, today)).toEqual({ ok: false, refusal, reason });
  });
});

describe('the worked example: Ada’s national ID', () => {
  it('keeps every version, and the approval names the one approved', () => {
    expect(approved.versions).toEqual([
      { number: 1, uploadedBy: 'u-ada', expiresOn: '2030-06-30' },
      { number: 2, uploadedBy: 'u-ada', expiresOn: '2030-06-30' },
    ]);
    expect(approved.decidedVersion).toBe(2);
    expect(approvedExpiry(approved)).toBe('2030-06-30');
  });

  it('does not keep an approval when the file is replaced', () => {
    const replaced = after(approved, upload, ada);
    expect(replaced).toMatchObject({ state: 'submitted', decidedVersion: null });
    expect(replaced.versions.map((version) => version.number)).toEqual([1, 2, 3]);
    expect(approvedExpiry(replaced)).toBeNull();
  });

  it('records who uploaded a version for the employee', () => {
    expect(after(requested, upload, ola).versions).toEqual([
      { number: 1, uploadedBy: 'u-ola', expiresOn: '2031-01-31' },
    ]);
  });

  it('offers each person only what they may do', () => {
    expect(allowedItemEvents(submitted, ada)).toEqual(['upload']);
    expect(allowedItemEvents(submitted, hal)).toEqual(['upload', 'approve', 'reject', 'sign']);
    expect(allowedItemEvents(submitted, cy)).toEqual([]);
    expect(allowedItemEvents(approved, dailyJob)).toEqual(['expire']);
  });
});

describe('a step-by-step sign-off (Build item 4)', () => {
  it('stays Submitted while steps remain and is Approved when the last step signs', () => {
    const firstSigned = after(submitted, { kind: 'sign', version: 1, last: false }, hal);
    expect(firstSigned).toEqual(submitted);
    const lastSigned = after(firstSigned, { kind: 'sign', version: 1, last: true }, admin);
    expect(lastSigned).toMatchObject({ state: 'approved', decidedVersion: 1 });
  });

  it('refuses the employee, the uploader and a replaced version as a review does', () => {
    const sign: DocumentItemEvent = { kind: 'sign', version: 1, last: false };
    expect(applyItemEvent(submitted, sign, ada, TODAY)).toEqual({
      ok: false,
      refusal: 'actor',
      reason: DOCUMENT_ITEM_REFUSALS.ownDocument,
    });
    const byHal = after(submitted, upload, hal);
    expect(applyItemEvent(byHal, { kind: 'sign', version: 2, last: true }, hal, TODAY)).toEqual({
      ok: false,
      refusal: 'actor',
      reason: DOCUMENT_ITEM_REFUSALS.ownUpload,
    });
    expect(applyItemEvent(byHal, sign, admin, TODAY)).toMatchObject({ ok: false, refusal: 'version' });
    expect(applyItemEvent(requested, sign, hal, TODAY)).toMatchObject({ ok: false, refusal: 'state' });
  });
});
