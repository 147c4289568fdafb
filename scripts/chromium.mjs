// Where Debian's Chromium lives; test tools never download a browser on this project.
import { existsSync } from 'node:fs';

/** The Chromium executable to use, or null when none is installed. */
export function findChromium() {
  const candidates = [process.env.FOYER_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Flags that keep headless Chromium quiet on a machine without internet. */
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
