import { expect, test } from 'vitest';
import { jsonLogger } from '../logger.ts';
import { createTestApi } from '../test-support/test-api.ts';

test('a fault of ours answers a 500 envelope that reveals nothing, and is logged with the request id', async () => {
  const logLines: string[] = [];
  const api = await createTestApi({ logger: jsonLogger((line) => logLines.push(line)) });
  const { session } = await api.newAdministrator();
  // The database going away under a running server: the next query fails for a reason no request caused.
  await api.close();

  const response = await api.app.request('/api/management/search-employees', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.jwtToken}` },
    body: JSON.stringify({ page: 1, pageSize: 10 }),
  });
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    returnCode: 500,
    error: 'Something went wrong on our side. Please try again later.',
  });
  const requestId = response.headers.get('x-request-id');
  const entries = logLines.map((line) => JSON.parse(line));
  expect(entries).toContainEqual(
    expect.objectContaining({ level: 'error', message: 'unhandled error', requestId }),
  );
  expect(entries).toContainEqual(
    expect.objectContaining({ level: 'error', message: 'request', status: 500, requestId }),
  );
});
