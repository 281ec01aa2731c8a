import { describe, expect, it } from 'vitest';
import { describeFileTypes, fileTypeLabel, formatFileSize, validateFiles } from './validateFiles.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const documentLimits = {
  acceptedFileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
  maxFileSize: 10 * MB,
};

describe('formatFileSize', () => {
  it('uses binary units with at most one decimal', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
    expect(formatFileSize(Math.round(12.4 * MB))).toBe('12.4 MB');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 GB');
  });
});

describe('fileTypeLabel and describeFileTypes', () => {
  it('names MIME types, wildcards and extensions as a person reads them', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('.docx')).toBe('DOCX');
    expect(fileTypeLabel('image/*')).toBe('any image');
    expect(fileTypeLabel('application/x-tar')).toBe('TAR');
  });

  it('lists each label once, in the given order', () => {
    expect(describeFileTypes(['application/pdf', 'image/png', 'image/jpeg', '.pdf'])).toBe('PDF, PNG, JPEG');
  });
});

describe('validateFiles', () => {
  it('accepts files of an accepted type within the size limit', () => {
    const payslip = file('payslip.pdf', 'application/pdf', 10 * MB);
    expect(validateFiles([payslip], documentLimits)).toEqual({ accepted: [payslip], rejected: [] });
  });

  it('rejects a file of another type, naming the accepted types', () => {
    const program = file('payslip.exe', 'application/x-msdownload');
    expect(validateFiles([program], documentLimits).rejected).toEqual([
      {
        file: program,
        reason: 'type',
        message: 'payslip.exe is not an accepted file type. Accepted: PDF, PNG, JPEG.',
      },
    ]);
  });

  it('rejects a file over the size limit, giving both sizes', () => {
    const scan = file('scan.pdf', 'application/pdf', Math.round(12.4 * MB));
    expect(validateFiles([scan], documentLimits).rejected).toEqual([
      { file: scan, reason: 'size', message: 'scan.pdf is 12.4 MB; files may be at most 10 MB.' },
    ]);
  });

  it('does not call a file just over the limit as large as the limit', () => {
    const scan = file('scan.pdf', 'application/pdf', 10 * MB + 1);
    expect(validateFiles([scan], documentLimits).rejected[0]?.message).toBe(
      'scan.pdf is larger than 10 MB, the most a file may be.',
    );
  });

  it('reports the type before the size when both are wrong', () => {
    const video = file('intro.mov', 'video/quicktime', 50 * MB);
    expect(validateFiles([video], documentLimits).rejected[0]?.reason).toBe('type');
  });

  it('matches extensions on the name and wildcards on the type, ignoring case', () => {
    const limits = { acceptedFileTypes: ['.PDF', 'image/*'] };
    const files = [file('A.pdf', ''), file('photo.heic', 'image/heic'), file('notes.txt', 'text/plain')];
    const { accepted, rejected } = validateFiles(files, limits);
    expect(accepted.map((f) => f.name)).toEqual(['A.pdf', 'photo.heic']);
    expect(rejected.map((r) => r.file.name)).toEqual(['notes.txt']);
  });

  it('accepts any type and size when no limits are given', () => {
    const files = [file('a.bin', 'application/octet-stream', 5000 * MB)];
    expect(validateFiles(files, {}).accepted).toEqual(files);
  });

  it('keeps only the first file when several are not allowed', () => {
    const first = file('first.pdf', 'application/pdf');
    const second = file('second.pdf', 'application/pdf');
    expect(validateFiles([first, second], { ...documentLimits, allowsMultiple: false })).toEqual({
      accepted: [first],
      rejected: [
        { file: second, reason: 'count', message: 'second.pdf was not added: only one file can be added.' },
      ],
    });
  });
});
