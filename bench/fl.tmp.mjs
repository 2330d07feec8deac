import { chromium } from 'playwright-core';
import { measureFirstLoad } from './lib/first-load.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const measured = await measureFirstLoad(browser, 'http://localhost:3000/', { viewport: { width: 1350, height: 940 }, isMobile: false });
console.log((measured.totals.jsGzip / 1024).toFixed(1), 'KB gzip', JSON.stringify(Object.fromEntries(Object.entries(measured.js).map(([k, v]) => [k, (v.gzip / 1024).toFixed(2)]))));
for (const r of measured.requests.filter((r) => r.kind === 'script' && r.url.includes('3001'))) console.log(r.url, r.gzip);
await browser.close();
