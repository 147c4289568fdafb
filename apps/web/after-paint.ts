/**
 * The shop's code is asked for once the page the server drew has painted (docs/decisions.md, "The
 * shop's code comes after the page has painted"). The build replaces index.html's module script and
 * its `modulepreload` links with one small deferred classic script, which imports the entry after
 * the window's `load` event and the first contentful paint (where the browser reports paints, else a
 * frame later; at the latest one second after the HTML was read). A page
 * the server did not draw (no `data-foyer-drawn` on `<html>`) imports it at once.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { escapeAttribute } from '../../packages/domain/src/content/html-attribute.ts';
import { DRAWN_ATTRIBUTE } from './src/shared/ui/drawn-attribute.ts';

/** The longest a drawn page waits for its `load` event before the code is asked for. */
export const LONGEST_WAIT_MS = 1000;

/**
 * Imports the app's entry (`data-entry` of the loader script) once the page has painted. Runs in the
 * browser as the loader script (`script` is that script element); it is written out with
 * `Function.prototype.toString`, so it refers to nothing outside itself. `load` stands in for
 * `import()` in tests.
 */
export function loadAfterPaint(
  script: HTMLScriptElement,
  drawnAttribute: string,
  longestWaitMs: number,
  load?: (url: string) => Promise<unknown>,
): void {
  const doc = script.ownerDocument;
  const win = doc.defaultView;
  const entry = script.dataset.entry;
  if (!win || !entry) return;
  let asked = false;
  const ask = (): void => {
    if (asked) return;
    asked = true;
    void (load ? load(entry) : import(/* @vite-ignore */ entry));
  };
  if (!doc.documentElement.hasAttribute(drawnAttribute)) {
    ask();
    return;
  }
  // After the load event: once the browser reports the first contentful paint (a frame can be
  // drawn well before it is shown), else a frame later. A hidden tab draws no frames.
  const afterPaint = (): void => {
    const Observer = (win as Window & typeof globalThis).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      win.requestAnimationFrame(() => win.setTimeout(ask, 0));
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(ask, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
  win.setTimeout(ask, longestWaitMs);
}

/** The loader script's source: `loadAfterPaint` called with its own script element. */
export function loaderSource(): string {
  return `(${loadAfterPaint.toString()})(document.currentScript,${JSON.stringify(DRAWN_ATTRIBUTE)},${LONGEST_WAIT_MS});\n`;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * index.html with its module script and preloads replaced by the loader script at `loaderHref`
 * (the entry's static imports are found when the entry comes: they would be fetched before the
 * first paint if the page listed them). An HTML without exactly one module script is returned
 * unchanged.
 */
export function withLoader(html: string, loaderHref: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return html;
  const loader = `<script defer src="${escapeAttribute(loaderHref)}" data-entry="${escapeAttribute(entry)}"></script>\n  `;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace('</head>', `  ${loader}</head>`);
}

/** A chunk of the bundle as far as `loadedBefore` reads it. */
export interface ChunkLinks {
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

function closure(
  chunks: ReadonlyMap<string, ChunkLinks>,
  start: string,
  follow: (chunk: ChunkLinks) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const next of follow(chunk)) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * For each chunk that imports code lazily, the chunks certainly loaded before it runs: those every
 * entry that can reach it imports statically. The build's lazy loader then does not link them again
 * (the page no longer lists them: the loader script asks for the entry alone).
 */
export function loadedBefore(chunks: ReadonlyMap<string, ChunkLinks>): Map<string, Set<string>> {
  const entries = [...chunks].filter(([, chunk]) => chunk.isEntry).map(([file]) => file);
  const reach = entries.map((entry) => ({
    statically: closure(chunks, entry, (chunk) => chunk.imports),
    all: closure(chunks, entry, (chunk) => [...chunk.imports, ...chunk.dynamicImports]),
  }));
  const loaded = new Map<string, Set<string>>();
  for (const file of chunks.keys()) {
    const reaching = reach.filter((entry) => entry.all.has(file));
    const [first, ...rest] = reaching;
    if (!first) continue;
    loaded.set(
      file,
      new Set([...first.statically].filter((dep) => rest.every((e) => e.statically.has(dep)))),
    );
  }
  return loaded;
}

/** The Vite plugin: emits the loader (named by its content) and rewrites the built index.html. */
export function afterPaintPlugin(): Plugin {
  const source = loaderSource();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/after-paint-${hash}.js`;
  let base = '/';
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'foyer-after-paint',
    apply: 'build',
    config() {
      return {
        build: {
          modulePreload: {
            resolveDependencies: (_file, deps, { hostId }) =>
              deps.filter((dep) => !loaded.get(hostId)?.has(dep)),
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLinks>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(file, output);
      }
      loaded = loadedBefore(chunks);
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        return withLoader(html, `${base}${fileName}`);
      },
    },
  };
}
