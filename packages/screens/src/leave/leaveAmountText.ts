/**
 * Amounts of leave typed into a form: decimal text with at most two decimals, checked and compared
 * exactly as whole hundredths (a BigInt), never as a float, and sent on as the text typed.
 */

const amountFormat = /^(-?)(\d{1,6})(?:\.(\d{1,2}))?$/;

/** The amount in hundredths ("-1.5" is -150n), or null when it is not decimal text with ≤ 2 decimals. */
export function hundredthsOf(text: string): bigint | null {
  const match = amountFormat.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

/** The amount as it is sent: no leading zeros or trailing point ("07.50" is "7.50", "-0" is "0"). */
export function normalizeAmountText(text: string): string {
  const hundredths = hundredthsOf(text);
  if (hundredths === null) throw new RangeError(`Not an amount of leave: ${text}`);
  const size = hundredths < 0n ? -hundredths : hundredths;
  const whole = (size / 100n).toString();
  const fraction = (size % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${hundredths < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
