import { chromium } from "@playwright/test";
const url = "http://127.0.0.1:3000" + (process.argv[2] ?? "/voltline/en");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.entryType, e.name, Math.round(e.startTime), Math.round(e.duration), (e.attribution||[]).map(a=>a.containerSrc||a.name).join()]); }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.entryType, e.name, Math.round(e.startTime), Math.round(e.duration), e.element?.tagName + (e.url||"")]); }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.entryType, e.name, Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.entryType, (e.scripts||[]).map(s=>s.sourceURL.slice(-30)+":"+Math.round(s.duration)).join(" "), Math.round(e.startTime), Math.round(e.duration), "block:"+Math.round(e.blockingDuration), "render:"+Math.round(e.renderStart)]); }).observe({ type: "long-animation-frame", buffered: true });
});
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(1500);
const nav = await page.evaluate(() => { const n = performance.getEntriesByType("navigation")[0]; return { resp: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd) }; });
console.log(nav);
for (const e of await page.evaluate(() => window.__lt.sort((a,b)=>a[2]-b[2]))) console.log(JSON.stringify(e));
await browser.close();
