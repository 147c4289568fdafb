/** The museum's theme (logo, colours, fonts) as CSS custom properties, set at startup. */
import type { ShopConfig } from '@foyer/domain/contract';

/** The custom properties of a theme, as the stylesheet names them. */
export function themeProperties(theme: ShopConfig['theme']): Record<string, string> {
  return {
    '--color-primary': theme.colors.primary,
    '--color-on-primary': theme.colors.onPrimary,
    '--color-accent': theme.colors.accent,
    '--color-bg': theme.colors.background,
    '--color-text': theme.colors.text,
    '--font-body': theme.fonts.body,
    '--font-heading': theme.fonts.heading,
  };
}

/** Sets the theme on the document (CSSOM, so a strict CSP without inline styles allows it). */
export function applyTheme(doc: Document, theme: ShopConfig['theme']): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeProperties(theme))) {
    root.style.setProperty(name, value);
  }
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.primary);
}
