/**
 * A browser's own description of itself ("Mozilla/5.0 (iPhone; …) … Safari/604.1") in the words a person
 * recognises their device by: "Safari on iPhone". A few well-known names only; anything else is named
 * as it named itself, so nothing is hidden. The order matters: Edge and Opera also say Chrome, Chrome
 * also says Safari, and Android also says Linux.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function sessionDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'An unnamed browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent;
}
