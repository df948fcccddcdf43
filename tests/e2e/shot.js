// Takes a screenshot of the app (for looking at it while developing): node shot.js [query] [name]
import { launch, openApp, screenshot } from './lib.js';
const browser = await launch({ antialias: true });
const page = await openApp(browser, process.argv[2] ?? '');
await screenshot(page, process.argv[3] ?? 'look');
console.log(page.errors.join('\n') || 'no console errors');
await browser.close();
