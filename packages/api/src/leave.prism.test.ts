/**
 * The leave and approval operations against Prism's mock of openapi.yaml: the requests the typed
 * functions build pass Prism's validation, the contract's examples come back typed, and refusals
 * arrive as the client's errors with their sentence and field.
 */
import { describe, expect, it } from 'vitest';
import { listDelegations } from './approvals.ts';
import { ApiError } from './errors.ts';
import {
  decideLeaveRequest,
  getHolidayCalendar,
  listLeaveToReview,
  listWorkWeeks,
  previewLeaveRequest,
  submitLeaveRequest,
} from './leave.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const application = {
  employeeId: '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21',
  leaveTypeId: '5d8e2f1a-3c4b-4a6d-9e7f-1b2c3d4e5f60',
  from: '2026-12-24',
  to: '2026-12-25',
};

describe('the leave operations against the Prism mock', () => {
  it('previews a request with only what it needs, and reads the days counted and why', async () => {
    const { returnObject } = await previewLeaveRequest(client(), application);

    expect(returnObject.days).toEqual([
      { date: '2026-12-24', amount: '1', worked: 'whole', holidays: [] },
      { date: '2026-12-25', amount: '0', worked: 'whole', holidays: ['Christmas Day'] },
    ]);
    expect(returnObject.total).toBe('1');
  });

  it('reads a holiday calendar with every holiday field present', async () => {
    const { returnObject } = await getHolidayCalendar(client(), {
      id: '4c2e8a1f-6d3b-4f9e-b5a7-0e1d2c3b4a59',
    });

    for (const holiday of returnObject.holidays) {
      expect(typeof holiday.part).toBe('string');
      expect(typeof holiday.repeatsYearly).toBe('boolean');
    }
  });

  it('lists work weeks, and the head of the leave to review with how many wait', async () => {
    expect((await listWorkWeeks(client())).returnCode).toBe(200);
    const { returnObject } = await listLeaveToReview(client(), { limit: 40 });
    expect(returnObject.total).toBe(1);
    expect(returnObject.items[0]?.alsoAway).toEqual([
      { employeeName: 'Kofi Boateng', from: '2026-12-23', to: '2026-12-31' },
    ]);
  });

  it('maps an overlapping request (409) to an ApiError on `from` naming the days', async () => {
    const error = await rejection(submitLeaveRequest(client({ Prefer: 'code=409' }), application));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Leave is already booked on some of these days: 9 Dec 2026 (AL, pending).',
      field: 'from',
    });
  });

  it('maps an unknown decision (400) to an ApiError naming `decision`', async () => {
    const error = await rejection(
      decideLeaveRequest(client(), {
        id: '2b7c9e4d-1a3f-4c5e-8d7b-6f0a1e2d3c4b',
        decision: 'maybe' as 'approve',
      }),
    );

    expect(error).toMatchObject({ status: 400, field: 'decision' });
  });
});

describe('the approval operations against the Prism mock', () => {
  it('lists the delegations under way', async () => {
    const { returnObject } = await listDelegations(client(), { includeEnded: false });

    expect(returnObject.map(({ delegateName }) => delegateName)).toEqual(['Grace Hopper']);
  });
});
