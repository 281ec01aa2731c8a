import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { downloadAttachment, uploadAttachment } from './files.ts';

/**
 * The attachment calls as the server receives them: an upload is the file's own bytes with its name
 * URL-encoded in X-File-Name and the bearer token, never JSON; a refusal is the server's sentence.
 */

const stored = {
  id: '3c9e1b7d-2a4f-4e8b-9d6c-5f0a7b1e2c48',
  name: 'Sick note – März.pdf',
  mediaType: 'application/pdf',
  size: 8,
};

function clientAnswering(answer: Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer;
  });
  const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 'access-token', fetch });
  return { client, requests };
}

describe('uploadAttachment', () => {
  it('sends the raw bytes, the encoded name and the token, and answers the stored file', async () => {
    const { client, requests } = clientAnswering(
      Response.json({ returnCode: 200, returnObject: stored }, { status: 200 }),
    );
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
    const answer = await uploadAttachment(client, new Blob([bytes]), stored.name);
    expect(answer.returnObject).toEqual(stored);
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/files/upload-attachment');
    expect(request?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(request?.headers.get('X-File-Name')).toBe(encodeURIComponent(stored.name));
    expect(request?.headers.get('Authorization')).toBe('Bearer access-token');
    expect(new Uint8Array(await (request as Request).arrayBuffer())).toEqual(bytes);
  });

  it('turns a refusal into an error carrying the server’s sentence', async () => {
    const { client } = clientAnswering(
      Response.json({ returnCode: 413, error: 'Files may be at most 10 MiB.' }, { status: 413 }),
    );
    const refused = uploadAttachment(client, new Blob(['x']), 'big.pdf');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow('Files may be at most 10 MiB.');
  });
});

describe('downloadAttachment', () => {
  it('asks for the file by id with the token and gives its bytes', async () => {
    const { client, requests } = clientAnswering(
      new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await downloadAttachment(client, stored.id);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(await requests[0]?.json()).toEqual({ id: stored.id });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-token');
  });
});
