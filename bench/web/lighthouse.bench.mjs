/**
 * Lighthouse mobile (its default: simulated slow 4G, 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown, Moto G
 * Power screen) with Debian's Chromium, nothing downloaded: /login, and signed in /mes-parties with 50
 * games, a league's season standings over 40 of them and « Importer une partie en ligne »; median of 5
 * runs each (first visits; repeat visits for /login and /mes-parties). Floor: the framework floor app (bench/floor: React, router, RTK Query,
 * react-redux and one API call) served by the same server process, audited the same way in the same run.
 * Each audit gets a fresh Chromium profile (cold cache); a session is written to localStorage from
 * /api/health, a page that loads no asset, before auditing with storage reset off.
 * Repeat visits: the same page is first opened once in that profile and left when the app's
 * service worker controls it (every file of the build precached); the audit then runs with storage reset
 * off, so the worker and its caches (the floor app has none: the browser's HTTP cache only) stay.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, OUT_DIR } from '../lib/paths.mjs';
import { emitSection, median } from '../lib/report.mjs';
import { buildFloor } from '../lib/vite-builds.mjs';
import { startSite } from './site.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/**
 * `BENCH_LIGHTHOUSE_TRACES=1`: each audit also keeps its trace, with V8's JavaScript samples, beside its
 * report (`<name>.trace.json`, for `node bench/web/long-tasks.mjs`, or DevTools' Performance panel).
 */
const KEEP_TRACES = process.env.BENCH_LIGHTHOUSE_TRACES === '1';
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = requireFromLighthouse('chrome-launcher');

/**
 * Prepares the profile before the audit: the session in localStorage, and for a repeat visit one first
 * visit of `url`, until the service worker controls the page when the app has one.
 */
async function prepare(port, url, { session, repeat }) {
  // Playwright (already the project's browser driver) attaches to the Chromium Lighthouse launched.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  if (session) {
    await page.goto(`${new URL(url).origin}/api/health`);
    await page.evaluate(({ user, token }) => {
      localStorage.setItem('mahjong.user', JSON.stringify(user));
      localStorage.setItem('mahjong.token', token);
    }, session);
  }
  if (repeat) {
    await page.goto(url, { waitUntil: 'load' });
    // The app registers its worker once its first page's start is over (3 s after `load`, then an idle
    // moment: src/lib/service-worker.ts): wait for its static shell to be replaced, then up to 15 s.
    await page.waitForFunction(() => !globalThis.document.querySelector('.boot'));
    const hasWorker = await page.evaluate(async () => {
      for (let attempt = 0; attempt < 150; attempt += 1) {
        if (await navigator.serviceWorker.getRegistration()) {
          await navigator.serviceWorker.ready;
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    });
    if (hasWorker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
  await page.close();
  await browser.close();
}

const REPORT_DIR = path.join(OUT_DIR, 'lighthouse');

/** One audit in a fresh Chromium: performance score, LCP, CLS, TBT (the report is kept for analysis). */
export async function audit(url, session, reportName, repeat = false) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    if (session || repeat) await prepare(chrome.port, url, { session, repeat });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session) || repeat,
      ...(KEEP_TRACES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    const { lhr } = result;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), result.report);
    if (KEEP_TRACES) {
      writeFileSync(
        path.join(REPORT_DIR, `${reportName}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (session && !lhr.finalDisplayedUrl.endsWith(new URL(url).pathname)) {
      throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl} (session not accepted)`);
    }
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such an audit is run again. */
export async function auditWithRetry(url, session, reportName, repeat = false, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, session, reportName, repeat);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`  ${reportName}: ${error.message.split('\n')[0]} (attempt ${attempt}, again)\n`);
    }
  }
}

const medians = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  tbt: median(runs.map((r) => r.tbt)),
});

/** Repeat visits: LCP and TBT, beside the first visit's and the floor's repeat visit. */
function repeatFigures(page, value, first, floor) {
  return ['lcp', 'tbt'].map((key) => ({
    name: `${page} repeat visit: ${key.toUpperCase()} (first ${Math.round(first[key])} ms)`,
    value: value[key],
    unit: 'ms',
    digits: 0,
    floor: floor[key],
    floorName: 'floor app, repeat visit (HTTP cache)',
  }));
}

/** LCP's target: the stricter of 1.5 s and 1.1× the framework floor app's LCP. */
const LCP_OF_FLOOR = 1.1;

function figures(page, value, floor) {
  return [
    {
      name: `${page}: performance score`,
      value: value.score,
      unit: '',
      digits: 2,
      floor: floor.score,
      floorName: 'framework floor app',
      target: { op: '>=', limit: 0.95 },
    },
    {
      name: `${page}: LCP`,
      value: value.lcp,
      unit: 'ms',
      digits: 0,
      floor: floor.lcp,
      target: { op: '<=', limit: Math.min(1500, LCP_OF_FLOOR * floor.lcp) },
    },
    {
      name: `${page}: CLS`,
      value: value.cls,
      unit: '',
      digits: 3,
      floor: floor.cls,
      target: { op: '<=', limit: 0.02 },
    },
    {
      name: `${page}: TBT`,
      value: value.tbt,
      unit: 'ms',
      digits: 0,
      floor: floor.tbt,
      target: { op: '<=', limit: 100 },
    },
  ];
}

async function main() {
  // Built now: a build left in bench/dist/web by an earlier run may be of older code.
  const site = await startSite({ reuseBuild: false });
  const floorDir = path.join(OUT_DIR, 'floor');
  if (!existsSync(path.join(floorDir, 'index.html'))) await buildFloor(floorDir);
  const floorSite = await startSite({ webDir: floorDir, seed: false });
  try {
    const runs = {
      login: [],
      games: [],
      league: [],
      importGame: [],
      floor: [],
      loginAgain: [],
      gamesAgain: [],
      floorAgain: [],
    };
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`  Lighthouse run ${run}/${RUNS}…\n`);
      runs.login.push(await auditWithRetry(`${site.url}/login`, null, `login-${run}`));
      runs.games.push(await auditWithRetry(`${site.url}/mes-parties`, site.session, `mes-parties-${run}`));
      runs.league.push(
        await auditWithRetry(`${site.url}/ligues/${site.leagueId}`, site.session, `ligue-${run}`),
      );
      runs.importGame.push(
        await auditWithRetry(`${site.url}/importer-partie`, site.session, `importer-partie-${run}`),
      );
      runs.floor.push(await auditWithRetry(`${floorSite.url}/`, null, `floor-${run}`));
      runs.loginAgain.push(await auditWithRetry(`${site.url}/login`, null, `login-repeat-${run}`, true));
      runs.gamesAgain.push(
        await auditWithRetry(`${site.url}/mes-parties`, site.session, `mes-parties-repeat-${run}`, true),
      );
      runs.floorAgain.push(await auditWithRetry(`${floorSite.url}/`, null, `floor-repeat-${run}`, true));
    }
    const floor = medians(runs.floor);
    const floorAgain = medians(runs.floorAgain);
    const [login, games] = [medians(runs.login), medians(runs.games)];
    emitSection(
      `Lighthouse mobile (slow 4G, 4× CPU), Chromium ${await chromiumVersion()}, median of ${RUNS}`,
      [
        ...figures('/login', login, floor),
        ...figures('/mes-parties (50 games)', games, floor),
        ...figures('/ligues/{id} (a season of 40 games)', medians(runs.league), floor),
        ...figures('/importer-partie', medians(runs.importGame), floor),
        ...repeatFigures('/login', medians(runs.loginAgain), login, floorAgain),
        ...repeatFigures('/mes-parties (50 games)', medians(runs.gamesAgain), games, floorAgain),
      ],
    );
  } finally {
    await Promise.all([site.stop(), floorSite.stop()]);
  }
}

async function chromiumVersion() {
  const { execFileSync } = await import('node:child_process');
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
    .trim()
    .replace(/^Chromium\s*/, '');
}

// Run as a script (`pnpm bench lighthouse`); imported, it only lends `audit` and `auditWithRetry`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
