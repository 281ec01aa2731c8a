import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { Caller } from '../auth/access-tokens.ts';
import type { DocumentItem, ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { standingToward } from './document-access.ts';
import { itemAnswers, itemOr404, NO_SUCH_ITEM } from './document-store.ts';

export const NO_SIGN_OFF =
  'This document is reviewed, not signed off step by step: it has no signed copy. Download its file instead.';
export const NOT_SIGNED_YET =
  'This document is not signed off yet: its signed copy is ready once the last step signs it.';
export const UNREADABLE_PDF =
  'The approved file cannot be read as a PDF, so no sign-off page can be added to it. Download its file instead.';

/**
 * The signed-off PDF of an approved item (download-signed-document, Build item 4): the approved
 * version's own PDF, untouched, with one page added at its end that names the document, the employee,
 * the version and its SHA-256, and every step's signer, time and the SHA-256 they signed. Reads only.
 */
export async function signedDocument(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const today = await callerToday(deps, caller);
  const stored = await itemOr404(deps.db, caller.employerId, id);
  const standing = await standingToward(deps.db, caller, stored.item.employeeId, today);
  if (!standing.mayRead) throw new Refusal(404, NO_SUCH_ITEM);
  if (stored.signOffWorkflowId === null) throw new Refusal(409, NO_SIGN_OFF);
  const [item] = await itemAnswers(deps.db, caller.employerId, [id], today);
  const version = item?.versions.find((candidate) => candidate.number === stored.item.decidedVersion);
  if (item?.state !== 'approved' || !version || item.signOff?.status !== 'signed') {
    throw new Refusal(409, NOT_SIGNED_YET);
  }
  const file = await deps.db
    .selectFrom('attachments')
    .select('stored_name')
    .where('id', '=', version.file.id)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirstOrThrow();
  const original = await deps.attachments.storage.get(file.stored_name);
  if (!original) throw new Error(`The bytes of attachment ${version.file.id} are missing from the storage.`);
  const bytes = await withSignOffPage(original, item, version);
  return {
    fileName: `${item.title} v${version.number} signed.pdf`,
    bytes: new Uint8Array(bytes),
  };
}

/**
 * The stored PDF with its sign-off page. pdf-lib reads a damaged file leniently and may only fail
 * when it lays out the page or writes the file: any of those is the file's fault, a 409.
 */
async function withSignOffPage(
  original: Uint8Array,
  item: DocumentItem,
  version: DocumentItem['versions'][number],
): Promise<Uint8Array> {
  try {
    const pdf = await PDFDocument.load(original, { updateMetadata: false });
    await addSignOffPage(pdf, item, version);
    return await pdf.save();
  } catch {
    throw new Refusal(409, UNREADABLE_PDF);
  }
}

const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };

/** The sign-off page, A4, in Helvetica (what the standard fonts can write: WinAnsi). */
async function addSignOffPage(
  pdf: PDFDocument,
  item: DocumentItem,
  version: DocumentItem['versions'][number],
): Promise<void> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const line = (text: string, font: PDFFont, size: number, gap = 6) => {
    if (y - size < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    write(page, text, font, size, y);
    y -= size + gap;
  };
  line('Sign-off', bold, 20, 14);
  line(item.title, bold, 13);
  line(`Employee: ${item.employee.name} (${item.employee.employeeNo})`, regular, 11);
  line(
    `Version ${version.number}, uploaded by ${version.uploadedBy} at ${utc(version.uploadedAt)}`,
    regular,
    11,
  );
  line('SHA-256 of the signed file:', regular, 11, 2);
  line(version.sha256, regular, 9, 16);
  for (const step of item.signOff?.steps ?? []) {
    line(`Step ${step.position}: signed by ${step.decidedBy ?? '-'}`, bold, 11);
    line(`at ${step.decidedAt ? utc(step.decidedAt) : '-'}`, regular, 10, 2);
    line(`SHA-256 signed: ${step.sha256 ?? '-'}`, regular, 8, 12);
  }
}

function write(page: PDFPage, text: string, font: PDFFont, size: number, y: number): void {
  page.drawText(winAnsi(text, font), { x: MARGIN, y: y - size, size, font });
}

/** Characters the standard font cannot encode are written as '?', never a failed download. */
function winAnsi(text: string, font: PDFFont): string {
  return [...text]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return '?';
      }
    })
    .join('');
}

function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
