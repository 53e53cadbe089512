#!/usr/bin/env node
// Lighthouse 12 (mobile: the default config, simulated Slow 4G and 4x CPU slowdown) on the home,
// products and product pages, 3 runs each with a fresh headless Chromium, median per page.
//
//   pnpm bench:lighthouse                 builds, starts the API with the web app on the bench database
//   BENCH_URL=http://localhost:4000 pnpm bench:lighthouse   against an app that is already running
//   BENCH_LIGHTHOUSE_LOCALE=fr-CA pnpm bench:lighthouse      the pages in French (a guest's `locale` cookie)
//
// Goals (issue 8): performance >= 0.90, accessibility >= 0.95, CLS <= 0.1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { benchConfig, REPO_ROOT, RESULTS_DIR } from './lib/config.mjs';
import { markdownTable } from './lib/table.mjs';
import { gql } from './lib/operations.mjs';
import { embeddedServer, ensureBuilt, log, prepareDatabase, startApi } from './lib/stack.mjs';

const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** The language the pages are audited in: sent as the `locale` cookie the language switch sets, so the server renders in it. */
const LOCALES = ['en-CA', 'fr-CA'];
const LOCALE = process.env.BENCH_LIGHTHOUSE_LOCALE || 'en-CA';
if (!LOCALES.includes(LOCALE)) {
  console.error(`BENCH_LIGHTHOUSE_LOCALE must be one of ${LOCALES.join(', ')} (got ${LOCALE})`);
  process.exit(1);
}
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GOALS = { performance: 0.9, accessibility: 0.95, cls: 0.1 };

/** A fresh Chromium with its own profile; resolves with its DevTools port and a way to stop it. */
function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-lighthouse-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools in 30 s:\n${stderr.slice(-2000)}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr.slice(-2000)}`)));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        port: Number(match[1]),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              // Chromium's helper processes may still be writing to the profile for a moment; a
              // profile left in the temporary folder is not worth failing the benchmark for.
              try {
                fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
              } catch {}
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lighthouse's own trace-recording failures (it says "please run Lighthouse again"): retried. */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

async function audit(url, attempt = 1) {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (attempt >= 3 || !TRANSIENT_ERRORS.has(error.code)) throw error;
    log(`${error.message}: retrying`);
    return audit(url, attempt + 1);
  }
}

async function auditOnce(url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Every request of the page carries the language's cookie, as a guest's browser does once it is set.
      extraHeaders: { Cookie: `locale=${LOCALE}` },
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    const numeric = (id) => lhr.audits[id]?.numericValue;
    const failedA11y = Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score !== null && a.score < 1)
      .map((a) => a.id);
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      // Where the time and the shifts come from, to act on a low score.
      totalKiB: numeric('total-byte-weight') / 1024,
      mainThreadMs: numeric('mainthread-work-breakdown'),
      bootupMs: numeric('bootup-time'),
      mainThreadByGroup: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)])),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ${String(item.url).split('/').pop()}`),
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
        .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`),
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet?.slice(0, 100) ?? ''}`),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120),
      failedAccessibilityAudits: failedA11y,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chromium.stop();
  }
}

async function main() {
  const config = benchConfig();
  const stops = [];
  const startedAt = new Date();
  let baseUrl = process.env.BENCH_URL;
  try {
    if (!baseUrl) {
      ensureBuilt({ web: true });
      const server = config.embedded ? await embeddedServer() : { serverUrl: config.serverUrl, stop: async () => {} };
      stops.push(server.stop);
      const db = await prepareDatabase(config, server.serverUrl);
      const api = await startApi({ databaseUrl: db.url, jwtSecret: randomBytes(32).toString('hex'), logName: 'api-lighthouse' });
      stops.unshift(api.stop);
      baseUrl = api.baseUrl;
    }
    const { products } = await gql(baseUrl, 'ListProducts', { first: 1 });
    const pages = [
      ['home', '/'],
      ['products', '/products'],
      ['product', `/product/${products.nodes[0].id}`],
    ];
    // One untimed visit per page first, so the server's first-request work does not land in run 1.
    for (const [, pagePath] of pages) await fetch(`${baseUrl}${pagePath}`, { headers: { Cookie: `locale=${LOCALE}` } }).then((res) => res.text());

    const results = [];
    for (const [name, pagePath] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await audit(`${baseUrl}${pagePath}`);
        runs.push(run);
        log(`lighthouse ${name} run ${i + 1}/${RUNS}: performance ${run.performance}, accessibility ${run.accessibility}, CLS ${run.cls.toFixed(3)}, LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms`);
      }
      const summary = {
        page: name,
        path: pagePath,
        locale: LOCALE,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        cls: median(runs.map((r) => r.cls)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        runs,
      };
      summary.met = summary.performance >= GOALS.performance && summary.accessibility >= GOALS.accessibility && summary.cls <= GOALS.cls;
      results.push(summary);
    }

    const rows = [['page', 'performance', 'accessibility', 'CLS', 'LCP', 'FCP', 'TBT', 'met?']];
    for (const r of results) {
      rows.push([`${r.page} (${r.path})`, r.performance.toFixed(2), r.accessibility.toFixed(2), r.cls.toFixed(3), `${(r.lcpMs / 1000).toFixed(2)} s`, `${(r.fcpMs / 1000).toFixed(2)} s`, `${r.tbtMs.toFixed(0)} ms`, r.met ? 'yes' : 'NO']);
    }
    console.log(`\nLighthouse ${RUNS} runs per page in ${LOCALE}, median (mobile; goals: performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}, CLS <= ${GOALS.cls}):\n`);
    console.log(markdownTable(rows));
    for (const r of results) {
      const failed = [...new Set(r.runs.flatMap((run) => run.failedAccessibilityAudits))];
      if (failed.length) console.log(`${r.page}: accessibility audits not passed: ${failed.join(', ')}`);
    }
    for (const r of results) {
      const run = r.runs[0];
      console.log(`${r.page} (first run): ${run.totalKiB.toFixed(0)} KiB transferred, main thread ${run.mainThreadMs.toFixed(0)} ms (script boot-up ${run.bootupMs.toFixed(0)} ms); LCP element ${run.lcpElement ?? '-'}`);
      console.log(`  main thread by kind: ${Object.entries(run.mainThreadByGroup).map(([group, ms]) => `${group} ${ms} ms`).join(', ')}`);
      if (run.longTasks.length) console.log(`  longest tasks: ${run.longTasks.join('; ')}`);
      if (run.opportunities.length) console.log(`  opportunities: ${run.opportunities.join('; ')}`);
      if (run.layoutShifts.length) console.log(`  largest layout shifts: ${run.layoutShifts.join(' | ')}`);
    }
    const benchmark = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Boolean);
    console.log(`Lighthouse benchmarkIndex of this machine (CPU speed estimate): ${Math.min(...benchmark)}..${Math.max(...benchmark)}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.`);
    // Lighthouse's 4x slowdown turns a high-end desktop (benchmarkIndex 1,500-2,000 in its throttling
    // docs) into a mid-tier phone; below 1,000 it warns that the host is slower than it expects, and
    // the score then stands for a slower phone. Its warnings say which runs that was.
    const warnings = new Map();
    for (const warning of results.flatMap((r) => r.runs.flatMap((run) => run.warnings ?? []))) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
    for (const [warning, count] of warnings) console.log(`Lighthouse warned in ${count} of ${benchmark.length} runs: ${warning}`);

    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${LOCALE}-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify({ startedAt, baseUrl, locale: LOCALE, goals: GOALS, results }, null, 2));
    log(`results saved to ${path.relative(REPO_ROOT, file)}`);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(error));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
