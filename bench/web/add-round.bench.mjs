/**
 * Validating a round on /add-tour/{id} with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate),
 * Debian's Chromium driven by Playwright on a phone-size page, the production build served by the local
 * server: from the click on « Valider le tour » to the frame after the board shows the new scores.
 * Floor: in the same page and throttling, a bare button that posts the same kind of round with fetch
 * and writes the answer's scores into the page (the network and server round trip without the app).
 * Median of 10 rounds each, after 2 warm-up rounds.
 */
/* global document, MutationObserver, requestAnimationFrame -- the functions below run in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/paths.mjs';
import { emitSection, median } from '../lib/report.mjs';
import { startSite } from './site.mjs';

const ROUNDS = Number(process.env.BENCH_ROUND_RUNS ?? 10);
const WARMUP = 2;
const CPU_SLOWDOWN = 4;

/**
 * Runs in the page: resolves with the milliseconds from the next click on `selector` to the frame after
 * the text of `watched` changes (two animation frames: the change has been painted), and how they split:
 * click to the round's request, the request itself (network and server).
 */
function timeNextClick({ selector, watched }) {
  return new Promise((resolve) => {
    const target = document.querySelector(watched);
    const before = target.textContent;
    let clickedAt = 0;
    document.addEventListener(
      'click',
      (event) => {
        if (event.target.closest(selector)) clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (!clickedAt || target.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const post = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/parties/tours/') && entry.startTime >= clickedAt)
            .at(0);
          resolve({
            total: performance.now() - clickedAt,
            toRequest: post ? post.startTime - clickedAt : NaN,
            request: post ? post.responseEnd - post.startTime : NaN,
          });
        }),
      );
    });
    observer.observe(target, { subtree: true, childList: true, characterData: true });
  });
}

/** A bare page element that posts a round with fetch and shows the returned scores. */
function installFloorButton({ gameId, token, player, firstIndex }) {
  let index = firstIndex;
  const button = document.createElement('button');
  button.id = 'floor-validate';
  button.textContent = 'Valider (plancher)';
  const scores = document.createElement('p');
  scores.id = 'floor-scores';
  scores.textContent = '—';
  button.addEventListener('click', async () => {
    const response = await fetch(`/api/parties/tours/${gameId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        type_victoire: 'tenpai',
        gagnant: [],
        perdant: null,
        han: {},
        fu: {},
        tenpai: [player],
        riichi_players: [],
        index,
      }),
    });
    const body = await response.json();
    index += 1;
    scores.textContent = JSON.stringify(body.partie.scores);
  });
  document.body.prepend(button, scores);
}

/**
 * Clicks with a bare mouse event at the button's centre, found beforehand: Playwright's locator click
 * would run its own checks in the (slowed) page while the answer is awaited, and be timed with the app.
 */
async function timeClick(page, button, watch) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${watch.selector} is not visible`);
  const timing = page.evaluate(timeNextClick, watch);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))); // observer in place
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return timing;
}

async function appRounds(page) {
  const times = [];
  for (let n = 0; n < WARMUP + ROUNDS; n += 1) {
    await page.getByLabel('Tenpai').check();
    await page.locator('fieldset', { hasText: 'Joueurs tenpai' }).getByRole('checkbox').first().check();
    const ms = await timeClick(page, page.getByRole('button', { name: 'Valider le tour' }), {
      selector: 'button[type=submit]',
      watched: '.board',
    });
    await page.getByRole('button', { name: 'Valider le tour' }).waitFor();
    if (n >= WARMUP) times.push(ms);
  }
  return times;
}

const split = (runs) =>
  `click→request ${Math.round(median(runs.map((r) => r.toRequest)))} ms, request ${Math.round(median(runs.map((r) => r.request)))} ms`;

async function floorRounds(page, options) {
  await page.evaluate(installFloorButton, options);
  const times = [];
  for (let n = 0; n < WARMUP + ROUNDS; n += 1) {
    const ms = await timeClick(page, page.locator('#floor-validate'), {
      selector: '#floor-validate',
      watched: '#floor-scores',
    });
    if (n >= WARMUP) times.push(ms);
  }
  return times;
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    await context.addInitScript(({ user, token }) => {
      localStorage.setItem('mahjong.user', JSON.stringify(user));
      localStorage.setItem('mahjong.token', token);
    }, site.session);
    const page = await context.newPage();
    const [appGame, floorGame] = site.runningGames;
    await page.goto(`${site.url}/add-tour/${appGame}`);
    await page.getByRole('button', { name: 'Valider le tour' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const app = await appRounds(page);
    const floor = await floorRounds(page, {
      gameId: floorGame,
      token: site.session.token,
      player: site.players[0].user_id,
      firstIndex: 3,
    });
    emitSection(`Round validation on /add-tour, ${CPU_SLOWDOWN}× CPU slowdown, median of ${ROUNDS}`, [
      {
        name: 'click on « Valider le tour » → board updated',
        value: median(app.map((r) => r.total)),
        unit: 'ms',
        digits: 0,
        floor: median(floor.map((r) => r.total)),
        floorName: 'fetch of the same POST + text update, no framework',
        target: { op: '<=', limit: 100 },
        note: `median split: ${split(app)} (floor ${split(floor)}); runs ${app.map((r) => Math.round(r.total)).join(', ')} ms; floor ${floor.map((r) => Math.round(r.total)).join(', ')} ms`,
      },
    ]);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
