/**
 * Where the API lives (base API URL, then language, then endpoint). The build sets it with
 * `VITE_FOYER_API_BASE` (default `/api`); a deployment can rewrite the `foyer-api-base` meta tag of
 * index.html to point the built shop at any server that speaks this API (CSP forbids inline scripts).
 */

export const DEFAULT_API_BASE = '/api';

/** The API base: the meta tag when it holds one, else the build's value, else `/api`. */
export function resolveApiBase(doc: Document, buildValue: string | undefined): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="foyer-api-base"]');
  const fromMeta = meta?.content.trim() ?? '';
  if (fromMeta.length > 0) return fromMeta;
  const fromBuild = buildValue?.trim() ?? '';
  return fromBuild.length > 0 ? fromBuild : DEFAULT_API_BASE;
}

/**
 * The address of an image or file of the museum: absolute URLs stay as they are; a site path such as
 * `/static/logo.svg` is served by the API's server, so it is resolved against an absolute API base.
 */
export function assetUrl(path: string, apiBase: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  try {
    const origin = new URL(apiBase).origin;
    return `${origin}${path}`;
  } catch {
    return path;
  }
}
