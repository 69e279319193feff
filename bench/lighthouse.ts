import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { buildClient, clientBuildIsStale } from '../scripts/build-client';
import { startProcess } from './processes';

// `npm run lighthouse`: Lighthouse's mobile profile (simulated slow 4G, mid-range phone) on every public page of
// a demo-seeded site, with Debian's Chromium. Fails when a budget of DESIGN.md is missed.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SCORE_BUDGET = 100;
const JS_BUDGET_BYTES = 100 * 1024;

type Row = Record<string, string | number>;

if (clientBuildIsStale()) await buildClient();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-lighthouse-'));
const app = await startProcess('src/server/main.ts', {
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'lighthouse-password-1',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const rows: Row[] = [];
const failures: string[] = [];
try {
  const events = (await (await fetch(`${app.url}/api/events`)).json()) as { slug: string }[];
  const pages = ['/', '/events', `/events/${events[0]?.slug ?? 'missing'}`, '/gallery', '/contact'];
  for (const page of pages) {
    const result = await lighthouse(`${app.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      failures.push(`${page}: Lighthouse could not measure it: ${lhr.runtimeError.message}`);
    const row: Row = { page };
    for (const category of CATEGORIES) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < SCORE_BUDGET) {
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${a?.id} ${a?.score}`);
        failures.push(
          `${page} ${category} ${score} < ${SCORE_BUDGET} (audits below 1: ${failing.join(', ')})`,
        );
      }
    }
    row['LCP ms'] = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    row.CLS = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    row['TBT ms'] = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const jsBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    row['JS KB'] = Number((jsBytes / 1024).toFixed(1));
    if (jsBytes > JS_BUDGET_BYTES)
      failures.push(`${page} JavaScript ${row['JS KB']} KB > ${JS_BUDGET_BYTES / 1024} KB`);
    rows.push(row);
  }
} finally {
  await chrome.kill();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nLighthouse, mobile profile');
console.table(rows);
if (failures.length > 0) {
  console.log(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
