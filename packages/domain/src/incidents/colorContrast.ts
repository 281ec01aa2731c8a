/**
 * A category badge's text colour (issue 30), in a module of its own: every list that shows a badge
 * needs it, none of them needs the set-up forms' schemas beside it (issue 33: the dashboard's first load).
 */

/** WCAG 2's relative luminance of a '#RRGGBB' colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two '#RRGGBB' colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Black or white, whichever reads better on `background`: one of the two always reaches 4.5:1, so a
 * category's badge reads in either theme whatever colour the employer chose.
 */
export function readableTextOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}
