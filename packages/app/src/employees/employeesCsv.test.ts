import { ApiError, createApiClient } from '@hr/api';
import { describe, expect, it } from 'vitest';
import { employeesCsv } from './employeesCsv.ts';

const CSV =
  '\uFEFFEmployee No,Employee Name,Email Address,Position\r\nE-0001,Ada Lovelace,ada@example.com,\r\n';

/** The server's side of export-employees, recording what it was asked. */
function fakeServer(answer: () => Response) {
  const requests: { url: string; authorization: string | null; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    requests.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: await request.json(),
    });
    return answer();
  };
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', fetch });
  return { client, requests };
}

describe('Export CSV', () => {
  it('is one call to export-employees with the search and the order, answering the file', async () => {
    const { client, requests } = fakeServer(
      () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const file = await employeesCsv(client, 'son', { sortBy: 'employee_name', sortDirection: 'desc' });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new TextEncoder().encode(CSV));
    expect(requests).toEqual([
      {
        url: 'http://api.test/management/export-employees',
        authorization: 'Bearer token',
        body: { search: 'son', sortBy: 'employee_name', sortDirection: 'desc' },
      },
    ]);
  });

  it('sends no search when the box is empty', async () => {
    const { client, requests } = fakeServer(() => new Response(CSV));
    await employeesCsv(client, '', { sortBy: 'employee_no', sortDirection: 'asc' });
    expect(requests[0]?.body).toEqual({ sortBy: 'employee_no', sortDirection: 'asc' });
  });

  it('a refusal is the server’s message, not a file', async () => {
    const { client } = fakeServer(() =>
      Response.json(
        { returnCode: 403, error: 'Your role does not allow you to export employees’ records.' },
        { status: 403 },
      ),
    );
    const failure = employeesCsv(client, '', { sortBy: 'employee_no', sortDirection: 'asc' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Your role does not allow you to export employees’ records.');
  });
});
