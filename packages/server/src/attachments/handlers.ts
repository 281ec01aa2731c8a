import type { Context } from 'hono';
import type { AttachmentIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { attachmentDisposition } from '../http/file-answer.ts';
import { readAttachment } from './download.ts';
import type { AttachmentOwners } from './owner-access.ts';
import { uploadAttachment } from './upload.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

export const FILE_NAME_HEADER = 'X-File-Name';
/** An answer that is a file is never a page: no scripts, no plugins, no same-origin access, even if opened. */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

/** The upload's limit, for http/api.ts: operations whose body is a file say how large it may be. */
export function attachmentBodyLimits(deps: ServiceDeps): Record<string, number> {
  return { uploadAttachment: deps.attachments.maxUploadBytes };
}

export function attachmentHandlers(deps: ServiceDeps, owners: AttachmentOwners) {
  const upload: Handler = async (c) => {
    // There, and within the contract's 2,000 characters: http/request-parameters.ts checked it first.
    const fileName = decodedFileName(c.req.header(FILE_NAME_HEADER) as string);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const attachment = await uploadAttachment(deps, c.get('caller'), { fileName, bytes });
    return success(c, 200, { returnObject: attachment });
  };
  const download: Handler = async (c) => {
    const { id } = c.get('body') as AttachmentIdRequest;
    const file = await readAttachment(deps, owners, c.get('caller'), id);
    return c.body(file.bytes, 200, {
      'Content-Type': file.mediaType.startsWith('text/')
        ? `${file.mediaType}; charset=utf-8`
        : file.mediaType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.name),
      'Content-Security-Policy': ATTACHMENT_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
  };
  return { uploadAttachment: upload, downloadAttachment: download };
}

/** The name from its header, URL-encoded so that any character survives HTTP's Latin-1 headers. */
function decodedFileName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    throw new Refusal(400, `${FILE_NAME_HEADER}: must be the file's name, URL-encoded.`, {
      field: FILE_NAME_HEADER,
    });
  }
}
