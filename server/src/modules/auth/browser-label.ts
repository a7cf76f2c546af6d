/**
 * A short, human label for a User-Agent header, e.g. 'Chrome 126 on Windows', for the account's own
 * sign-in list. Deliberately small: the common browsers and systems, then the header's first product
 * token ('curl', 'node') for anything else.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

export function browserLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 1000);
  if (!ua.trim()) return UNKNOWN_BROWSER;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return system ? `${name} ${match[1]} on ${system}` : `${name} ${match[1]}`;
  }
  const product = /^[\w.-]{1,40}/.exec(ua.trim())?.[0];
  const label = product && product !== 'Mozilla' ? product : UNKNOWN_BROWSER;
  return system ? `${label} on ${system}` : label;
}

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/**
 * The country a trusted proxy reports for the client (an ISO 3166 code such as 'GB', as Cloudflare's
 * CF-IPCountry or CloudFront-Viewer-Country send it), as a name; null for anything else (XX, T1, ZZ, junk).
 */
export function countryName(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || ['XX', 'T1', 'ZZ'].includes(value)) return null;
  try {
    const name = regionNames.of(value);
    return name && name !== value ? name.slice(0, 80) : null;
  } catch {
    return null;
  }
}
