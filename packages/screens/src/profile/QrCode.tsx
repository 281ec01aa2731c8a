import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styles from './TwoFactorSetup.module.css';

/** Modules of white around the code: the quiet zone readers need to find it. */
const QUIET_ZONE = 4;

/** One path of unit squares, one per dark module: small in the page, sharp at any size. */
function qrPath(text: string): { size: number; path: string } {
  // Type 0 picks the smallest version that holds the text; M survives a smudged screen.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: squares.join('') };
}

export interface QrCodeProps {
  /** What the code holds (an otpauth:// URI). */
  value: string;
  /** Names the picture for assistive technology, which cannot read the code itself. */
  label: string;
}

/**
 * A QR code drawn as an SVG path. Dark on white in either colour mode: readers expect that contrast,
 * and a code inverted for dark mode is one many cameras do not read.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={styles.qr}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
