/**
 * A server-rendered page put into the built index.html: the language and the museum's theme on
 * `<html>`, the head's title, description and tags (drawn by React from `PageHead`), the app's
 * markup in `#root` in place of the boot screen, and the data for hydration beside it.
 */
import { escapeAttribute, inlineStyleSheet } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import type { PageHead } from '@/app/head/page-head';
import { themeProperties } from '@/app/startup/theme';
import { DRAWN_ATTRIBUTE } from '@/shared/ui/drawn-attribute';
import { scriptSafeJson, STATE_ELEMENT_ID } from './hand-over';

/** The attribute marking the tags written for one page (head-sync.ts keeps them true). */
export const HEAD_MARK = 'data-foyer-head';

const mark = { [HEAD_MARK]: '' };

/** The tags after the title, in the order search engines and browsers like to find them. */
export function HeadTags({ head }: { head: PageHead }) {
  return (
    <>
      {head.preloads.map((image) => (
        <link
          key={`${image.src} ${image.media ?? ''}`}
          {...mark}
          rel="preload"
          as="image"
          href={image.src}
          imageSrcSet={image.srcset}
          imageSizes={image.sizes}
          type={image.type}
          media={image.media}
          fetchPriority="high"
        />
      ))}
      {!head.indexable && <meta {...mark} name="robots" content="noindex" />}
      {head.canonical && <link {...mark} rel="canonical" href={head.canonical} />}
      {head.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          {...mark}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      <meta {...mark} property="og:type" content={head.ogType} />
      <meta {...mark} property="og:site_name" content={head.siteName} />
      <meta {...mark} property="og:title" content={head.title} />
      <meta {...mark} property="og:description" content={head.description} />
      <meta {...mark} property="og:locale" content={head.lang} />
      {head.canonical && <meta {...mark} property="og:url" content={head.canonical} />}
      {head.image && <meta {...mark} property="og:image" content={head.image} />}
      {head.jsonLd.map((data, index) => (
        <script
          key={index}
          {...mark}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
      ))}
    </>
  );
}

/** A chunk of the build's manifest (Vite's `.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
/** The build's manifest: its chunks by source file (and by the generated names of shared ones). */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The build's style sheets by file (`assets/tickets-….css`), to write them into a page. */
export type BuildStyles = Readonly<Record<string, string>>;

/**
 * The style sheets of the page's lazy chunks (`sources`) and of the chunks they import, written into
 * the page, except those `template` has already: the server's markup is drawn styled at once, not
 * restyled when each chunk's code has come, and its first paint waits for no request (scripts that
 * arrive before the first paint run before it; measured with bench/lighthouse.mjs).
 */
export function chunkStyles(
  manifest: BuildManifest,
  styles: BuildStyles,
  sources: readonly string[],
  template: string,
): string {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => {
      const css = styles[file];
      return css === undefined
        ? `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`
        : inlineStyleSheet(`/${file}`, css);
    })
    .join('');
}

/**
 * The rendered page as index.html: `template` is the build's index.html, `build` its manifest and
 * style sheets (the page's lazy chunks' styles are written into its head).
 */
export function fillTemplate(
  template: string,
  page: {
    head: PageHead;
    html: string;
    state: string;
    theme: ShopConfig['theme'];
    chunks?: readonly string[];
  },
  build: { manifest: BuildManifest; styles: BuildStyles } = { manifest: {}, styles: {} },
): string {
  const links = chunkStyles(build.manifest, build.styles, page.chunks ?? [], template);
  const { head } = page;
  const style = Object.entries(themeProperties(page.theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const tags = renderToStaticMarkup(<HeadTags head={head} />);
  const title = renderToStaticMarkup(<title>{head.title}</title>);
  return template
    .replace(
      /<html lang="[^"]*"/,
      () =>
        `<html lang="${escapeAttribute(head.lang)}" style="${escapeAttribute(style)}" ${DRAWN_ATTRIBUTE}=""`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `${title}${tags}`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      () => `<meta name="theme-color" content="${escapeAttribute(page.theme.colors.primary)}" />`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/main>\s*<\/div>/,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}
