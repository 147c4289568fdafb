import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const urls = process.argv.slice(2);
for (const u of urls) {
  const page = await browser.newPage();
  const logs = [];
  const api = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 300)));
  page.on('request', (r) => { if (r.url().includes('/api/')) api.push(r.url().replace('http://127.0.0.1:4800', '')); });
  await page.goto('http://127.0.0.1:4800' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const h1 = await page.locator('h1').first().textContent().catch(() => null);
  console.log(u, '| h1:', h1, '| api after load:', api.length, api.slice(0, 6).join(' '));
  for (const l of logs) console.log('   ', l);
  await page.close();
}
await browser.close();
