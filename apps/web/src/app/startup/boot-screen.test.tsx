import { LANGUAGES, type Language } from '@foyer/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { TABLE_LOADERS } from '@/i18n/i18n';
import { BOOT_TEXTS, BootScreen, bootSiteName } from './boot-screen';

async function loadingText(lang: Language): Promise<string> {
  const table = (await TABLE_LOADERS[lang]()).default as { startup?: { loading?: string } };
  return table.startup?.loading ?? '';
}

describe('the sign of life', () => {
  it.each(LANGUAGES)('says the shop is opening in %s as the language table does', async (lang) => {
    expect(BOOT_TEXTS[lang]).toBe(await loadingText(lang));
    expect(indexHtml).toContain(`<span lang="${lang}">${BOOT_TEXTS[lang]}</span>`);
    expect(indexHtml).toContain(`html[lang='${lang}'] .boot__text > [lang='${lang}']`);
  });

  it('index.html shows the site name and a status inside #root before any script', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const boot = doc.querySelector('#root > #foyer-boot');
    expect(boot?.querySelector('#foyer-boot-name')?.textContent).toBe('Foyer');
    expect(boot?.querySelector('[role="status"]')).not.toBeNull();
    expect(bootSiteName(doc)).toBe('Foyer');
  });

  it('the boot screen React renders has the markup of index.html', () => {
    const { container } = render(<BootScreen siteName="Stadtmuseum" lang="fr" />);
    expect(screen.getByRole('status').textContent).toBe('La boutique ouvre ses portes …');
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const classes = (root: Element | null) =>
      [...(root?.querySelectorAll('[class]') ?? [])].map((element) => element.className);
    expect(classes(container)).toEqual(classes(doc.querySelector('#root')));
    expect(document.getElementById('foyer-boot-name')?.textContent).toBe('Stadtmuseum');
  });
});
