/**
 * `pnpm size` (part of `pnpm test`): builds the web app and the framework floor (bench/floor) once, serves
 * each with the real server and opens it in Chromium as a first visit does (fresh profile, service worker
 * blocked), then prints the gzip -9 sizes and fails when a budget is exceeded:
 * - every script fetched before /login’s form is usable ≤ 116 KiB (bench/web/first-load.mjs; target 115);
 * - every lazily loaded chunk ≤ 30 KiB;
 * - Firebase, Swiper, @hello-pangea/dnd and chart code never in that first load.
 * Which scripts a page fetches before it is usable follows from the code (the app starts its later work
 * once its first page is on screen), and each is counted at its size on disk: the figure is the same on
 * any machine, so this check can fail the test command.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyseWebBuild, BUDGETS, forbiddenModules, KIB, kib } from './lib/chunk-graph.mjs';
import { OUT_DIR } from './lib/paths.mjs';
import { emitSection } from './lib/report.mjs';
import { buildFloor, buildWebApp } from './lib/vite-builds.mjs';
import { firstLoadScripts, totalSize } from './web/first-load.mjs';
import { startSite, WEB_BUILD_DIR } from './web/site.mjs';

/** /login is usable once React has rendered its form with an enabled submit button. */
const LOGIN_USABLE = '#root form button[type="submit"]:not([disabled])';
/** The floor app's one page shows its paragraph (bench/floor/main.jsx). */
const FLOOR_USABLE = '#root p';

/** Serves a build with the real server and returns what Chromium fetches on a first visit of `pathname`. */
async function firstVisit(buildDir, pathname, usable) {
  const site = await startSite({ webDir: buildDir, seed: false });
  try {
    return await firstLoadScripts({ url: `${site.url}${pathname}`, usable, buildDir });
  } finally {
    await site.stop();
  }
}

/** Builds both apps, opens them in Chromium, and returns the figures (for `pnpm bench`) with the breaches. */
export async function measureSizes() {
  const webBuild = await buildWebApp(WEB_BUILD_DIR);
  const floorBuild = await buildFloor(path.join(OUT_DIR, 'floor'));
  const web = analyseWebBuild(webBuild);
  const login = await firstVisit(webBuild.outDir, '/login', LOGIN_USABLE);
  const floor = await firstVisit(floorBuild.outDir, '/', FLOOR_USABLE);
  const loginJs = totalSize(login.before);
  const forbidden = forbiddenModules(
    webBuild,
    login.before.map(({ file }) => file),
  );

  const failures = [...web.failures];
  if (loginJs > BUDGETS.firstVisitJs) {
    failures.push(`first visit of /login loads ${kib(loginJs)} of JS, budget ${kib(BUDGETS.firstVisitJs)}`);
  }
  for (const { label, file, moduleId } of forbidden) {
    failures.push(
      `${label} in the first load of /login: ${path.relative(process.cwd(), moduleId)} (${file})`,
    );
  }

  const largestLazy = web.lazyChunks[0];
  const figures = [
    {
      name: `first visit of /login: JS until its form is usable (${login.before.length} scripts)`,
      value: loginJs / KIB,
      unit: 'KiB',
      floor: totalSize(floor.before) / KIB,
      floorName: `React + router + RTK Query + react-redux app, ${floor.before.length} scripts`,
      target: { op: '<=', limit: BUDGETS.firstVisitJs / KIB },
    },
    {
      name: `largest lazy chunk (${largestLazy?.file ?? 'none'})`,
      value: (largestLazy?.size ?? 0) / KIB,
      unit: 'KiB',
      target: { op: '<=', limit: BUDGETS.lazyChunk / KIB },
    },
  ];
  return { web, login, floor, forbidden, failures, figures };
}

const list = (scripts) =>
  scripts.map(({ file, size }) => `  ${file.padEnd(52)} ${kib(size).padStart(10)}`).join('\n');

function printDetails({ web, login, floor, forbidden }) {
  console.log(`\n/login, fetched before its form is usable (Chromium, service worker blocked):`);
  console.log(list(login.before));
  console.log(`then, once the page is on screen (${kib(totalSize(login.after))}):`);
  console.log(list(login.after));
  console.log(`floor app, fetched before its page shows:\n${list(floor.before)}`);
  console.log('route pages (own chunk / with the lazy chunks it imports):');
  for (const page of web.pages) {
    console.log(
      `  ${page.name.padEnd(26)} ${kib(page.own).padStart(10)} ${kib(page.withImports).padStart(10)}`,
    );
  }
  const found = forbidden.length ? forbidden.map((f) => f.label).join(', ') : 'none';
  console.log(`Firebase, Swiper, dnd or chart code in the first load: ${found}`);
}

async function main() {
  const measured = await measureSizes();
  emitSection('Size budget (gzip level 9, 1 KiB = 1024 bytes)', measured.figures);
  printDetails(measured);
  if (measured.failures.length > 0) {
    console.error(`\nSize budget exceeded:\n  ${measured.failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nSize budget: all within budget.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
