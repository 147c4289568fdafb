import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const u of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.addInitScript(() => {
    window.__s = [];
    const d = (n) => n instanceof Element ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : String(n?.nodeName);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__s.push({ v: e.value.toFixed(4), s: (e.sources ?? []).map((x) => d(x.node)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://127.0.0.1:4800' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(u, JSON.stringify(await page.evaluate(() => window.__s)));
  await page.close();
}
await browser.close();
