/**
 * Building the URL of a call without zod: the web app's start path uses
 * it with the route table of `routes.ts`, the contract's `buildUrl` with its endpoints.
 */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** What a URL is built from: the call's name (for messages) and its path template. */
export interface RouteTemplate {
  readonly name: string;
  readonly path: string;
}

/** Names of the `{param}` placeholders of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** Fills a path template, encoding every value. */
export function fillPath(
  route: RouteTemplate,
  params: Readonly<Record<string, string | number>>,
): string {
  return route.path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.name}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values a client may send; undefined and null are left out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Serializes a query `?a=1&b=x` without undefined and null values. */
export function buildQuery(query: QueryValues): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null
      ? []
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The full URL of a call: `{apiBase}/{lang}/{path}{?query}`. */
export function routeUrl(
  apiBase: string,
  lang: string,
  route: RouteTemplate,
  params: Readonly<Record<string, string | number>>,
  query: QueryValues = {},
): string {
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase;
  return `${base}/${encodeURIComponent(lang)}/${fillPath(route, params)}${buildQuery(query)}`;
}
