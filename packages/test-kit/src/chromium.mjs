/**
 * How the browser tests and the benchmark start Debian's Chromium (never a test tool's own download): headless,
 * with the background traffic that would only add noise to a measurement or a journey turned off.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
