import { ApiError, NetworkError, type PunchRequest } from '@hr/api';
import { describe, expect, it } from 'vitest';
import { enqueuePunch, flushPunchQueue, type QueueStorage, queuedPunches } from './punchQueue.ts';

function fakeStorage(): QueueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const punchOf = (deviceKey: string, direction: 'in' | 'out'): PunchRequest => ({
  deviceKey,
  direction,
  location: { latitude: '5.6037168', longitude: '-0.1869644', accuracyMetres: 12 },
  deviceTime: '2026-12-02T08:00:00.000Z',
  offline: false,
  outsideReason: null,
});

/** A sender that answers each deviceKey as told and records what it was sent. */
function fakeSender(answers: Record<string, Error | undefined> = {}) {
  const sent: PunchRequest[] = [];
  const send = async (body: PunchRequest) => {
    sent.push(body);
    const answer = answers[body.deviceKey];
    if (answer) throw answer;
    return { returnCode: 200 };
  };
  return { sent, send };
}

describe('the punch queue', () => {
  it('keeps punches per user, marked offline, and sends them in the order they were made', async () => {
    const storage = fakeStorage();
    expect(enqueuePunch(storage, 'ama', punchOf('k1', 'in'))).toBe(1);
    expect(enqueuePunch(storage, 'ama', punchOf('k2', 'out'))).toBe(2);
    enqueuePunch(storage, 'kofi', punchOf('k3', 'in'));
    const { sent, send } = fakeSender();

    expect(await flushPunchQueue(storage, 'ama', send)).toEqual({ sent: 2, refused: [], left: 0 });
    expect(sent.map((body) => [body.deviceKey, body.direction, body.offline])).toEqual([
      ['k1', 'in', true],
      ['k2', 'out', true],
    ]);
    expect(queuedPunches(storage, 'ama')).toEqual([]);
    expect(queuedPunches(storage, 'kofi').map((body) => body.deviceKey)).toEqual(['k3']);
  });

  it('stops at an unreachable server, keeps the rest, and resends them with the same device key', async () => {
    const storage = fakeStorage();
    enqueuePunch(storage, 'ama', punchOf('k1', 'in'));
    enqueuePunch(storage, 'ama', punchOf('k2', 'out'));
    const offline = fakeSender({ k1: new NetworkError() });

    expect(await flushPunchQueue(storage, 'ama', offline.send)).toEqual({ sent: 0, refused: [], left: 2 });
    // The out is not tried before the in it follows.
    expect(offline.sent.map((body) => body.deviceKey)).toEqual(['k1']);

    const online = fakeSender();
    expect(await flushPunchQueue(storage, 'ama', online.send)).toEqual({ sent: 2, refused: [], left: 0 });
    expect(online.sent.map((body) => body.deviceKey)).toEqual(['k1', 'k2']);
  });

  it('drops a punch the server refuses, with its message, and goes on with the next', async () => {
    const storage = fakeStorage();
    enqueuePunch(storage, 'ama', punchOf('k1', 'in'));
    enqueuePunch(storage, 'ama', punchOf('k2', 'out'));
    const refusal = 'You are 2.4 km from the nearest site (Head office).';
    const { sent, send } = fakeSender({ k1: new ApiError(422, refusal) });

    expect(await flushPunchQueue(storage, 'ama', send)).toEqual({ sent: 1, refused: [refusal], left: 0 });
    expect(sent.map((body) => body.deviceKey)).toEqual(['k1', 'k2']);
    expect(queuedPunches(storage, 'ama')).toEqual([]);
  });

  it('keeps a punch the server failed on its side, to send again', async () => {
    const storage = fakeStorage();
    enqueuePunch(storage, 'ama', punchOf('k1', 'in'));
    const { send } = fakeSender({ k1: new ApiError(500, 'An unknown error occurred') });

    expect(await flushPunchQueue(storage, 'ama', send)).toEqual({ sent: 0, refused: [], left: 1 });
    expect(queuedPunches(storage, 'ama').map((body) => body.deviceKey)).toEqual(['k1']);
  });

  it('sends each punch once when two rounds start together', async () => {
    const storage = fakeStorage();
    enqueuePunch(storage, 'ama', punchOf('k1', 'in'));
    const { sent, send } = fakeSender();

    await Promise.all([flushPunchQueue(storage, 'ama', send), flushPunchQueue(storage, 'ama', send)]);
    expect(sent.map((body) => body.deviceKey)).toEqual(['k1']);
  });
});
