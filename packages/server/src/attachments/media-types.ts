import { ALLOWED_MEDIA_TYPES, ALLOWED_TYPES, type AllowedType, allowedTypeLabels } from '@hr/domain';
import { fileTypeFromBuffer } from 'file-type';
import { Refusal } from '../core/refusal.ts';

const TEXT_TYPES = ALLOWED_TYPES.filter((type) => type.mediaType.startsWith('text/'));

const ALLOWED_LABELS = allowedTypeLabels(ALLOWED_MEDIA_TYPES);

/**
 * The accepted type of `bytes`, read from the content with file-type, never from the name or what the
 * browser claims. Text has no signature, so it is accepted only when the name says .txt or .csv and
 * the bytes are UTF-8 without NUL characters; served back as text/plain or text/csv with nosniff, it
 * cannot turn into a page. Anything else is a 415 naming the type found and the types allowed.
 */
export async function detectAllowedType(bytes: Uint8Array, fileName: string): Promise<AllowedType> {
  const text = isUtf8Text(bytes);
  const markup = text ? markupIn(bytes) : undefined;
  const namedText = TEXT_TYPES.find((type) => type.extensions.includes(extensionOf(fileName)));
  if (namedText && text && !markup) return namedText;

  const found = markup ? undefined : await typeInContent(bytes);
  const allowed = found && ALLOWED_TYPES.find((type) => type.mediaType === found.mime);
  if (allowed) return allowed;
  const description = found
    ? `${found.ext.toUpperCase()} (${found.mime})`
    : (markup ??
      (text ? 'text whose name does not end in .txt or .csv' : 'of a type that cannot be recognised'));
  throw new Refusal(415, `This file is ${description}. Allowed: ${ALLOWED_LABELS}.`);
}

/** file-type's reading of the content; a file it cannot parse is one of no known type, never a 500. */
async function typeInContent(bytes: Uint8Array) {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    return undefined;
  }
}

/** The name's extension, lower-case and without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'HTML' or 'SVG' when text starts as a web page or an image a browser would run scripts in: refused
 * even under a .txt name, since a page is not a document anyone attaches on purpose.
 */
function markupIn(bytes: Uint8Array): 'HTML' | 'SVG' | undefined {
  const start = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(start)) return 'SVG';
  if (/^(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>])/.test(start)) {
    return 'HTML';
  }
  return undefined;
}
