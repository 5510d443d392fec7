/** Debian's Chromium: browsers cannot be downloaded on the project's machines. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * How the tests and the page benchmark start Chromium here: as root (no sandbox), without a GPU,
 * and without the background connections a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
