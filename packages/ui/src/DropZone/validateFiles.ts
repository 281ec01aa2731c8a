/** The limits a drop zone enforces on the files given to it. */
export interface FileLimits {
  /**
   * MIME types ("application/pdf"), MIME wildcards ("image/*") or extensions (".pdf").
   * Empty or absent accepts every type.
   */
  acceptedFileTypes?: readonly string[];
  /** The largest accepted size, in bytes. */
  maxFileSize?: number;
  /** Whether several files may be given at once; when false only the first is considered. */
  allowsMultiple?: boolean;
}

/** The parts of a File that validation reads. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface FileRejection<F extends FileLike = File> {
  file: F;
  reason: 'type' | 'size' | 'count';
  /** A sentence naming the file and the problem, ready to show. */
  message: string;
}

export interface FileValidation<F extends FileLike = File> {
  accepted: F[];
  rejected: FileRejection<F>[];
}

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'text/csv': 'CSV',
  'text/plain': 'plain text',
  'application/msword': 'Word (DOC)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/vnd.ms-excel': 'Excel (XLS)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
  'application/zip': 'ZIP',
};

/** A person's name for one accepted type: "application/pdf" and ".pdf" are "PDF", "image/*" is "any image". */
export function fileTypeLabel(acceptedType: string): string {
  const type = acceptedType.trim().toLowerCase();
  if (type.startsWith('.')) return type.slice(1).toUpperCase();
  const known = typeLabels[type];
  if (known) return known;
  const [group, subtype = ''] = type.split('/');
  if (subtype === '*') return `any ${group}`;
  return subtype.replace(/^x-/, '').toUpperCase();
}

/** "PDF, PNG, JPEG": the accepted types as a person reads them. */
export function describeFileTypes(acceptedFileTypes: readonly string[]): string {
  return [...new Set(acceptedFileTypes.map(fileTypeLabel))].join(', ');
}

const sizeUnits = ['KB', 'MB', 'GB'] as const;
const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Bytes in binary units with at most one decimal: 13002342 is "12.4 MB", 10485760 is "10 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${sizeFormat.format(bytes)} bytes`;
  let value = bytes;
  let unit: (typeof sizeUnits)[number] = 'KB';
  for (const next of sizeUnits) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  return `${sizeFormat.format(value)} ${unit}`;
}

function matchesType(file: FileLike, acceptedType: string): boolean {
  const type = acceptedType.trim().toLowerCase();
  if (type.startsWith('.')) return file.name.toLowerCase().endsWith(type);
  const fileType = file.type.toLowerCase();
  if (type.endsWith('/*')) return fileType.startsWith(type.slice(0, -1));
  return fileType === type;
}

function sizeMessage(file: FileLike, maxFileSize: number): string {
  const limit = formatFileSize(maxFileSize);
  const size = formatFileSize(file.size);
  // Rounded to one decimal, a file just over the limit would read as the limit itself.
  if (size === limit) return `${file.name} is larger than ${limit}, the most a file may be.`;
  return `${file.name} is ${size}; files may be at most ${limit}.`;
}

function checkFile<F extends FileLike>(file: F, limits: FileLimits): FileRejection<F> | null {
  const { acceptedFileTypes = [], maxFileSize } = limits;
  if (acceptedFileTypes.length > 0 && !acceptedFileTypes.some((type) => matchesType(file, type))) {
    return {
      file,
      reason: 'type',
      message: `${file.name} is not an accepted file type. Accepted: ${describeFileTypes(acceptedFileTypes)}.`,
    };
  }
  if (maxFileSize !== undefined && file.size > maxFileSize) {
    return { file, reason: 'size', message: sizeMessage(file, maxFileSize) };
  }
  return null;
}

/**
 * Splits files into those within the limits and those outside them, each rejection with a message
 * that names the file and the problem.
 */
export function validateFiles<F extends FileLike>(
  files: readonly F[],
  limits: FileLimits,
): FileValidation<F> {
  const { allowsMultiple = true } = limits;
  const considered = allowsMultiple ? files : files.slice(0, 1);
  const result: FileValidation<F> = { accepted: [], rejected: [] };
  for (const file of considered) {
    const rejection = checkFile(file, limits);
    if (rejection) result.rejected.push(rejection);
    else result.accepted.push(file);
  }
  for (const file of allowsMultiple ? [] : files.slice(1)) {
    result.rejected.push({
      file,
      reason: 'count',
      message: `${file.name} was not added: only one file can be added.`,
    });
  }
  return result;
}
