import { createApiClient } from '@hr/api';
import { describe, expect, it } from 'vitest';
import { loadReferenceOptions } from './referenceOptions.ts';

const envelope = (returnObject: unknown) =>
  new Response(JSON.stringify({ returnCode: 200, returnObject }), {
    headers: { 'content-type': 'application/json' },
  });

/** The server's side of the list operations, answering `answers` by path and recording each body. */
function fakeServer(answers: Record<string, () => Response>) {
  const asked: { path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push({ path, body: await request.json() });
    return answers[path]?.() ?? new Response(null, { status: 500 });
  };
  return { client: createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', fetch }), asked };
}

describe('loadReferenceOptions', () => {
  it('offers each list as id and name, leave types by their code with the retired ones', async () => {
    const { client, asked } = fakeServer({
      '/employer/list-departments': () =>
        envelope([{ id: 'd1', code: 'FIN', name: 'Finance', description: null, active: true }]),
      '/leave/list-leave-types': () =>
        envelope([{ id: 't1', code: 'AL', description: 'Annual leave', active: false }]),
    });
    const options = await loadReferenceOptions(
      client,
      ['departments', 'leaveTypes'],
      new AbortController().signal,
    );
    expect(options).toEqual({
      departments: [{ id: 'd1', name: 'Finance' }],
      leaveTypes: [{ id: 't1', name: 'AL' }],
    });
    expect(asked).toContainEqual({ path: '/leave/list-leave-types', body: { includeInactive: true } });
  });

  it('leaves a list that cannot be read empty and still offers the others', async () => {
    const { client } = fakeServer({
      '/employer/list-branches': () => envelope([{ id: 'b1', code: 'ACC', name: 'Accra' }]),
      '/employer/list-departments': () =>
        new Response(JSON.stringify({ returnCode: 403, error: 'Only administrators may.' }), { status: 403 }),
    });
    const options = await loadReferenceOptions(
      client,
      ['departments', 'branches'],
      new AbortController().signal,
    );
    expect(options).toEqual({ departments: [], branches: [{ id: 'b1', name: 'Accra' }] });
  });
});
