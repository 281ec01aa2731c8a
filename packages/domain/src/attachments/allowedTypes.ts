/**
 * The file types the attachment store accepts (issue 6), known by their content: the server reads the
 * type from the bytes (packages/server/src/attachments/media-types.ts); a document request chooses a
 * subset of these (issue 31). One list, so a request can never allow what the store refuses.
 */

export interface AllowedType {
  mediaType: string;
  /** How a message names it to a user. */
  label: string;
  /** The extensions a name may end in for this content; the first is added to a name without one. */
  extensions: readonly [string, ...string[]];
}

/** Text has no signature: the server accepts it only under a .txt or .csv name (see `detectAllowedType`). */
export const ALLOWED_TYPES: readonly AllowedType[] = [
  { mediaType: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  { mediaType: 'image/png', label: 'PNG', extensions: ['png'] },
  { mediaType: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  { mediaType: 'image/gif', label: 'GIF', extensions: ['gif'] },
  { mediaType: 'image/webp', label: 'WebP', extensions: ['webp'] },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word (DOCX)',
    extensions: ['docx'],
  },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel (XLSX)',
    extensions: ['xlsx'],
  },
  {
    mediaType: 'application/vnd.oasis.opendocument.text',
    label: 'OpenDocument text (ODT)',
    extensions: ['odt'],
  },
  { mediaType: 'text/plain', label: 'plain text (.txt)', extensions: ['txt'] },
  { mediaType: 'text/csv', label: 'CSV (.csv)', extensions: ['csv'] },
];

export const ALLOWED_MEDIA_TYPES: readonly string[] = ALLOWED_TYPES.map((type) => type.mediaType);

/** "PDF, PNG and JPEG": the labels of `mediaTypes`, in the store's order, as a sentence lists them. */
export function allowedTypeLabels(mediaTypes: readonly string[]): string {
  const labels = ALLOWED_TYPES.filter((type) => mediaTypes.includes(type.mediaType)).map(
    (type) => type.label,
  );
  const last = labels.pop();
  if (last === undefined) return '';
  return labels.length === 0 ? last : `${labels.join(', ')} and ${last}`;
}
