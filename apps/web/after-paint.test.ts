import { describe, expect, it, vi } from 'vitest';
import {
  loadAfterPaint,
  loadedBefore,
  loaderSource,
  LONGEST_WAIT_MS,
  withLoader,
  type ChunkLinks,
} from './after-paint.ts';

const BUILT = `<!doctype html>
<html lang="de">
  <head>
    <title>Foyer</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/store-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the built index.html', () => {
  it('asks for its code through the loader script alone', () => {
    const html = withLoader(BUILT, '/assets/after-paint-X.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/assets/after-paint-X.js" data-entry="/assets/index-A1.js"></script>',
    );
    expect(html.indexOf('after-paint-X.js')).toBeLessThan(html.indexOf('</head>'));
    // Everything else stays as built.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('is left as built unless it has exactly one module script', () => {
    expect(withLoader('<html><head></head></html>', '/l.js')).toBe('<html><head></head></html>');
    const two = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/x.js"></script></head>',
    );
    expect(withLoader(two, '/l.js')).toBe(two);
  });
});

describe('the chunks loaded before a lazy import', () => {
  const chunk = (
    imports: string[],
    dynamicImports: string[] = [],
    isEntry = false,
  ): ChunkLinks => ({
    isEntry,
    imports,
    dynamicImports,
  });

  it('are those every entry reaching the importer imports statically', () => {
    const chunks = new Map<string, ChunkLinks>([
      ['shop.js', chunk(['react.js', 'store.js'], ['shell.js'], true)],
      ['admin.js', chunk(['react.js'], ['panel.js', 'shell.js'], true)],
      ['react.js', chunk([])],
      ['store.js', chunk([])],
      ['shell.js', chunk(['react.js', 'ui.js'], ['notice.js'])],
      ['ui.js', chunk([])],
      ['notice.js', chunk(['ui.js'])],
      ['panel.js', chunk(['store.js'])],
    ]);
    const loaded = loadedBefore(chunks);
    // The shell is reached from both entries: only what both load statically is certain.
    expect([...(loaded.get('shell.js') ?? [])]).toEqual(['react.js']);
    expect([...(loaded.get('notice.js') ?? [])]).toEqual(['react.js']);
    // The panel is the back office's alone.
    expect([...(loaded.get('panel.js') ?? [])].sort()).toEqual(['admin.js', 'react.js']);
    // A shop-only lazy chunk: the shop's static imports are loaded before it.
    chunks.set('tickets.js', chunk(['ui.js']));
    chunks.set('shop.js', chunk(['react.js', 'store.js'], ['shell.js', 'tickets.js'], true));
    expect([...(loadedBefore(chunks).get('tickets.js') ?? [])].sort()).toEqual([
      'react.js',
      'shop.js',
      'store.js',
    ]);
  });
});

describe('the loader script', () => {
  /** A page as the loader sees it, with its frames, timers and load event run by hand. */
  function page(options: { drawn: boolean; loaded: boolean }) {
    const frames: (() => void)[] = [];
    const timers: { at: number; run: () => void }[] = [];
    const onLoad: (() => void)[] = [];
    let now = 0;
    const win = {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
      addEventListener: (type: string, run: () => void) => {
        if (type === 'load') onLoad.push(run);
      },
    };
    const script = {
      dataset: { entry: '/assets/index-A1.js' },
      ownerDocument: {
        defaultView: win,
        readyState: options.loaded ? 'complete' : 'interactive',
        documentElement: { hasAttribute: (name: string) => options.drawn && name === 'data-drawn' },
      },
    } as unknown as HTMLScriptElement;
    const load = vi.fn(() => Promise.resolve());
    return {
      script,
      load,
      frame: () => frames.splice(0).forEach((run) => run()),
      loadEvent: () => onLoad.splice(0).forEach((run) => run()),
      wait: (ms: number) => {
        now += ms;
        for (const timer of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }
      },
    };
  }

  it('imports the entry at once on a page the server did not draw', () => {
    const shop = page({ drawn: false, loaded: false });
    loadAfterPaint(shop.script, 'data-drawn', LONGEST_WAIT_MS, shop.load);
    expect(shop.load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');
  });

  it('on a drawn page, imports the entry once, after the load event and a frame', () => {
    const shop = page({ drawn: true, loaded: false });
    loadAfterPaint(shop.script, 'data-drawn', LONGEST_WAIT_MS, shop.load);
    shop.frame();
    shop.wait(10);
    expect(shop.load).not.toHaveBeenCalled();
    shop.loadEvent();
    shop.wait(0);
    expect(shop.load).not.toHaveBeenCalled();
    shop.frame();
    shop.wait(0);
    expect(shop.load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');
    shop.wait(LONGEST_WAIT_MS);
    expect(shop.load).toHaveBeenCalledOnce();
  });

  it('on a drawn page that has loaded already, waits for a frame only', () => {
    const shop = page({ drawn: true, loaded: true });
    loadAfterPaint(shop.script, 'data-drawn', LONGEST_WAIT_MS, shop.load);
    expect(shop.load).not.toHaveBeenCalled();
    shop.frame();
    shop.wait(0);
    expect(shop.load).toHaveBeenCalledOnce();
  });

  it('where the browser reports paints, imports the entry once the first contentful paint is reported', () => {
    const shop = page({ drawn: true, loaded: true });
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    const disconnect = vi.fn();
    const Observer = Object.assign(
      function PerformanceObserver(callback: typeof report) {
        report = callback;
        return { observe: vi.fn(), disconnect };
      },
      { supportedEntryTypes: ['paint'] },
    );
    const win = shop.script.ownerDocument.defaultView as unknown as Record<string, unknown>;
    win.PerformanceObserver = Observer;
    loadAfterPaint(shop.script, 'data-drawn', LONGEST_WAIT_MS, shop.load);
    shop.frame();
    shop.wait(0);
    expect(shop.load).not.toHaveBeenCalled();
    report!({ getEntriesByName: () => [] });
    shop.wait(0);
    expect(shop.load).not.toHaveBeenCalled();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(disconnect).toHaveBeenCalledOnce();
    shop.wait(0);
    expect(shop.load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');
  });

  it('on a drawn page that never loads or paints (a hidden tab), imports after the longest wait', () => {
    const shop = page({ drawn: true, loaded: false });
    loadAfterPaint(shop.script, 'data-drawn', LONGEST_WAIT_MS, shop.load);
    shop.wait(LONGEST_WAIT_MS - 1);
    expect(shop.load).not.toHaveBeenCalled();
    shop.wait(1);
    expect(shop.load).toHaveBeenCalledOnce();
  });

  it('is written out whole: its source runs on its own', () => {
    const source = loaderSource();
    expect(source).toMatch(/^\(function loadAfterPaint\(/);
    expect(source).toContain('(document.currentScript,"data-foyer-drawn",1000)');
    // Parses as a script of its own (no reference to the build's modules).
    expect(() => new Function(source)).not.toThrow();
  });
});
