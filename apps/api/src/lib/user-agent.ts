/** What a member recognises a session by: the browser and the system it runs on. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: Array<[string, RegExp]> = [
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const first = (list: Array<[string, RegExp]>, text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** A coarse reading of a User-Agent header; unknown parts are null (the page says "unknown"). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}

/** Kept in the database at most this long: enough to recognise, too short to carry much else. */
export const USER_AGENT_MAX = 300;
