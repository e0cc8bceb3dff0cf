import { chromium } from 'playwright';
const [,, user, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1280, 800], [360, 740]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, baseURL: 'http://localhost:3400' });
  const page = await context.newPage();
  const r = await page.request.post('/api/Authentication/Login', { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { email: user, password: 'monsoon-ledger-demo-2048' } });
  if (r.status() !== 200) console.log('login', r.status(), await r.text());
  for (const path of paths) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/d${w}${path.replace(/[/?=&]/g, '_')}.png` });
  }
  await context.close();
}
await browser.close();
