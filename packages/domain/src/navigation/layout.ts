/** Screen width breakpoints in px. */
export const BREAKPOINTS = { sm: 544, md: 768, lg: 992, xl: 1200 } as const;

/** A screen size class. */
export type ScreenSizeClass = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Up to 544 px extra small; above 544 small; above 768 medium; above 992 large; above 1200 extra large. */
export function screenSizeClass(widthPx: number): ScreenSizeClass {
  if (widthPx > BREAKPOINTS.xl) {
    return 'xl';
  }
  if (widthPx > BREAKPOINTS.lg) {
    return 'lg';
  }
  if (widthPx > BREAKPOINTS.md) {
    return 'md';
  }
  return widthPx > BREAKPOINTS.sm ? 'sm' : 'xs';
}

/** The browser title '{page title} - {site name}', or only the site name when the page title is empty. */
export function pageTitle(
  title: string | null | undefined,
  siteName: string,
  separator = ' - ',
): string {
  const page = (title ?? '').trim();
  return page.length === 0 ? siteName : `${page}${separator}${siteName}`;
}
