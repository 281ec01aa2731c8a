import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, well-formed files of the types attachments accept or refuse, written byte by byte so tests
 * need no fixtures on disk. Each is recognised by its content, as a real one would be.
 */

const ascii = (text: string) => new TextEncoder().encode(text);

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

/** A one-page PDF 1.4 with its cross-reference table, and the binary comment real PDFs carry. */
export function minimalPdf(): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const header = concat([ascii('%PDF-1.4\n%'), Uint8Array.from([0xe2, 0xe3, 0xcf, 0xd3]), ascii('\n')]);
  const bodies: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((object, index) => {
    const body = ascii(`${index + 1} 0 obj\n${object}\nendobj\n`);
    offsets.push(length);
    bodies.push(body);
    length += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return concat([header, ...bodies, ascii(xref)]);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([ascii(type), data]);
  return concat([uint32(data.length), typeAndData, uint32(crc32(typeAndData))]);
}

/** A 1×1 red PNG: signature, IHDR, one IDAT of deflated scanlines, IEND. */
export function minimalPng(): Uint8Array<ArrayBuffer> {
  const header = concat([uint32(1), uint32(1), Uint8Array.from([8, 2, 0, 0, 0])]);
  const scanline = Uint8Array.from([0, 255, 0, 0]);
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A ZIP archive of `entries`, stored uncompressed, with its central directory. */
export function storedZip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  const le16 = (value: number) => Uint8Array.from([value & 0xff, (value >> 8) & 0xff]);
  const le32 = (value: number) => uint32(value).reverse();
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = ascii(name);
    const data = ascii(text);
    const sizes = concat([le32(crc32(data)), le32(data.length), le32(data.length)]);
    const common = concat([
      le16(20),
      le16(0),
      le16(0),
      le16(0),
      le16(0),
      sizes,
      le16(nameBytes.length),
      le16(0),
    ]);
    const local = concat([le32(0x04034b50), common, nameBytes, data]);
    centrals.push(
      concat([
        le32(0x02014b50),
        le16(20),
        common,
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offset),
        nameBytes,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = concat(centrals);
  const count = Object.keys(entries).length;
  const end = concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    le16(count),
    le16(count),
    le32(directory.length),
    le32(offset),
    le16(0),
  ]);
  return concat([...locals, directory, end]);
}

/** A Word document as far as its type goes: [Content_Types].xml naming the main part, and that part. */
export function minimalDocx(): Uint8Array<ArrayBuffer> {
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });
}

/** The start of a Windows program (MZ header). */
export function windowsProgram(): Uint8Array<ArrayBuffer> {
  return concat([ascii('MZ'), new Uint8Array(62), ascii('This program cannot be run in DOS mode.')]);
}
