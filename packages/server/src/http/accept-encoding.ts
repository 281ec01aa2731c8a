/** The encodings the server has precompressed copies in, best first, with the file suffix of each. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * The encodings an Accept-Encoding header (RFC 9110 §12.5.3) accepts, with their weights. `*` stands
 * for any encoding not named; `q=0` refuses one. Without the header, no encoding is wanted.
 */
function acceptedWeights(header: string | undefined): (encoding: string) => number {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
}

/**
 * Of the encodings `available`, the one the client weighs highest (br before gzip on a tie), or
 * undefined for the file as it is.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const weightOf = acceptedWeights(header);
  let best: { encoding: ContentEncoding; weight: number } | undefined;
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}
