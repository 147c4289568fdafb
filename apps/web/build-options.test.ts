import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInfo, DEFAULT_TRANSLATIONS_MODULE, translationsModule } from './build-options.ts';

const webRoot = import.meta.dirname;

describe('the build settings', () => {
  it('use the no-op translation module unless VITE_FOYER_TRANSLATIONS names one', () => {
    expect(translationsModule({})).toBe(DEFAULT_TRANSLATIONS_MODULE);
    expect(translationsModule({ VITE_FOYER_TRANSLATIONS: 'custom/lindenau.ts' })).toBe(
      path.join(webRoot, 'custom/lindenau.ts'),
    );
    expect(translationsModule({ VITE_FOYER_TRANSLATIONS: '/srv/museum/texts.ts' })).toBe(
      '/srv/museum/texts.ts',
    );
  });

  it('describe the build: environment, time, commit and branch', () => {
    const info = buildInfo('production', {
      FOYER_ENV: 'development',
      FOYER_BUILD_HASH: 'abc1234',
      FOYER_BUILD_BRANCH: 'main',
    });
    expect(info).toMatchObject({ environment: 'development', hash: 'abc1234', branch: 'main' });
    expect(Number.isNaN(Date.parse(info.timestamp))).toBe(false);
    expect(
      buildInfo('production', { FOYER_BUILD_HASH: 'x', FOYER_BUILD_BRANCH: 'y' }).environment,
    ).toBe('production');
  });
});
