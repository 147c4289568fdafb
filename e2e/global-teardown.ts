import { rmSync } from 'node:fs';

/** Removes the run's temporary data folder (see playwright.config.ts). */
export default function globalTeardown(): void {
  const dataDir = process.env.FOYER_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
