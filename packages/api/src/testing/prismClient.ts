import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, createApiClient } from '../client.ts';
import { PRISM_STARTUP_TIMEOUT_MS, PRISM_STOP_TIMEOUT_MS, type RunningPrism, startPrism } from './prism.ts';

/**
 * Runs Prism's mock for the calling test file and answers signed-in clients of it whose requests
 * also carry `headers`, e.g. Prism's `Prefer: code=409`.
 */
export function mockedClients(): (headers?: Record<string, string>) => ApiClient {
  let prism: RunningPrism | undefined;

  beforeAll(async () => {
    prism = await startPrism();
  }, PRISM_STARTUP_TIMEOUT_MS + PRISM_STOP_TIMEOUT_MS);

  afterAll(async () => {
    await prism?.stop();
  }, PRISM_STOP_TIMEOUT_MS * 2);

  return (headers = {}) => {
    if (!prism) throw new Error('Prism is not running');
    return createApiClient({
      baseUrl: prism.baseUrl,
      getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0ZjBjIn0.c2lnbmF0dXJl',
      fetch: (request) => {
        for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        return fetch(request);
      },
    });
  };
}
