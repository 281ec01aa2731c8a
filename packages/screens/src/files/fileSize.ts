/** A file's size in bytes as people read it in `locale` ("48 kB", "1.2 MB"). */
export function fileSizeFormatter(locale: string): (bytes: number) => string {
  const sizeIn = (unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  const kilobytes = sizeIn('kilobyte');
  const megabytes = sizeIn('megabyte');
  return (bytes) =>
    bytes < 1_000_000 ? kilobytes.format(Math.max(bytes / 1000, 0.1)) : megabytes.format(bytes / 1_000_000);
}
