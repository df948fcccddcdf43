// Screenshot mid-turn (slow speed): node shot_turn.js <alg> <name>
import { launch, openApp, screenshot } from './lib.js';
const browser = await launch({ antialias: true });
const page = await openApp(browser);
await page.evaluate((alg) => { window.minx.setSpeed(0.1); window.minx.apply(alg); }, process.argv[2] ?? 'A');
await page.waitForTimeout(1300);
await screenshot(page, process.argv[3] ?? 'turn');
console.log(page.errors.join('\n') || 'no console errors');
await browser.close();
