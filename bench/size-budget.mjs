/**
 * `pnpm size` (part of `pnpm test`): builds the web app and the framework floor (bench/floor) once,
 * prints their gzip -9 sizes, and fails when a budget is exceeded:
 * - initial JavaScript of /login (entry chunk, its static imports and the login page) ≤ 126 KiB;
 * - every lazily loaded chunk ≤ 30 KiB;
 * - Firebase, Swiper, @hello-pangea/dnd and chart code never in the first load of /login.
 * Sizes are deterministic for a given source tree, so this check can fail the test command.
 */
import { pathToFileURL } from 'node:url';
import { analyseFloorBuild, analyseWebBuild, BUDGETS, KIB, kib } from './lib/chunk-graph.mjs';
import { emitSection } from './lib/report.mjs';
import { buildFloor, buildWebApp } from './lib/vite-builds.mjs';

/** Builds both apps and returns the figures (for `pnpm bench`) with the budget breaches. */
export async function measureSizes() {
  const web = analyseWebBuild(await buildWebApp());
  const floor = analyseFloorBuild(await buildFloor());
  const largestLazy = web.lazyChunks[0];
  const figures = [
    {
      name: 'initial JS of /login (gzip -9)',
      value: web.loginInitialJs / KIB,
      unit: 'KiB',
      floor: floor.initialJs / KIB,
      floorName: 'React + router + RTK Query + react-redux app',
      target: { op: '<=', limit: BUDGETS.loginInitialJs / KIB },
    },
    {
      name: `largest lazy chunk (${largestLazy?.file ?? 'none'})`,
      value: (largestLazy?.size ?? 0) / KIB,
      unit: 'KiB',
      target: { op: '<=', limit: BUDGETS.lazyChunk / KIB },
    },
  ];
  return { web, floor, figures };
}

function printDetails(web) {
  console.log(`\nfirst load of /login: ${web.initialFiles.join(', ')}`);
  console.log(`entry graph alone: ${kib(web.entryJs)}`);
  console.log('route pages (own chunk / with the lazy chunks it imports):');
  for (const page of web.pages) {
    console.log(
      `  ${page.name.padEnd(26)} ${kib(page.own).padStart(10)} ${kib(page.withImports).padStart(10)}`,
    );
  }
  const forbidden = web.forbidden.length ? web.forbidden.map((f) => f.label).join(', ') : 'none';
  console.log(`Firebase, Swiper, dnd or chart code in the first load: ${forbidden}`);
}

async function main() {
  const { web, figures } = await measureSizes();
  emitSection('Size budget (gzip level 9, 1 KiB = 1024 bytes)', figures);
  printDetails(web);
  if (web.failures.length > 0) {
    console.error(`\nSize budget exceeded:\n  ${web.failures.join('\n  ')}`);
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
