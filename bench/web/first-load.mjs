/**
 * What a first visit really downloads, as Chromium loads it: the page opened in a fresh profile with the
 * service worker blocked (a first visit has none), every script whose request started before the page was
 * usable, each counted at its gzip -9 size on disk (the same number on any machine). « Usable » is the
 * moment the page's own content replaces the static shell: for /login, its form with an enabled submit
 * button, rendered by React (so its handlers are attached). The scripts fetched later (the outbox, the
 * service worker's registration, chunks started when the browser is idle) are listed apart.
 */
/* global document, MutationObserver -- the init script runs in the page */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { gzipSize } from '../lib/chunk-graph.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/paths.mjs';

/** Runs in the page before its scripts: records when `selector` first matches, in performance.now() time. */
function watchUsable(selector) {
  const check = () => {
    if (globalThis.usableAt === undefined && document.querySelector(selector)) {
      globalThis.usableAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Opens `url` once and sorts the scripts it fetched into those requested before `usable` matched and those
 * requested after (until the network is idle).
 * @param {{ url: string, usable: string, buildDir: string }} options  `buildDir`: where the served files
 *   are, to size them
 * @returns {Promise<{ before: {file: string, size: number}[], after: {file: string, size: number}[] }>}
 */
export async function firstLoadScripts({ url, usable, buildDir }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(watchUsable, usable);
    await page.goto(url);
    await page.waitForFunction(() => globalThis.usableAt !== undefined, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { usableAt, scripts } = await page.evaluate(() => ({
      usableAt: globalThis.usableAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ pathname: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const sized = (list) =>
      list.map(({ pathname }) => {
        const file = pathname.replace(/^\//, '');
        return { file, size: gzipSize(path.join(buildDir, file)) };
      });
    return {
      before: sized(scripts.filter((script) => script.startTime < usableAt)),
      after: sized(scripts.filter((script) => script.startTime >= usableAt)),
    };
  } finally {
    await browser.close();
  }
}

export const totalSize = (scripts) => scripts.reduce((sum, { size }) => sum + size, 0);
