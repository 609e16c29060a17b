/**
 * The wall through a tournament day, for 20 and 64 players on a 1920 × 1080 projector and a 1280 × 720 TV:
 * between rondes the ranking comes first; during a ronde the tables, with nothing below the fold, in type
 * readable from the back of the room, and the wall turns its pages by itself until every table and every
 * player has been up; at the end the podium, then the ranking. axe on each of them.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, checkScreen, expect, registerAccounts, test } from '../support/fixtures';
import { screenshotDir } from '../support/paths';

interface Ronde {
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

/** A tournament of `count` players, its first ronde seated, the clock started, the screen shared. */
async function setUp(request: APIRequestContext, count: number) {
  const [admin, ...players] = await registerAccounts(request, [
    'Orga',
    ...Array.from({ length: count }, (_, index) => `Salle${index + 1}x`),
  ]);
  const call = <T>(method: 'POST' | 'PATCH', url: string, data?: unknown) =>
    apiAs<T>(request, admin!, method, url, data);
  const tournament = await call<{ id: string }>('POST', '/api/tournois/', {
    nom: `Open ${count} ${admin!.pseudo.slice(-4)}`,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: players.map((player) => player.user_id),
  });
  const ronde = await call<Ronde>('POST', `/api/tournois/${tournament.id}/rondes`, { mode: 'equilibre' });
  await call('POST', `/api/tournois/${tournament.id}/rondes/1/horloge`, {
    action: 'demarrer',
    duree_minutes: 90,
  });
  const { jeton } = await call<{ jeton: string }>('POST', `/api/tournois/${tournament.id}/ecran`);
  return { call, id: tournament.id, ronde, jeton, pseudos: players.map((player) => player.pseudo) };
}

/** The readable floor the wall keeps to: 2.6 % of the screen's height (28 px at 1080p, 18.7 px at 720p). */
const floorOf = (height: number) => 0.026 * height;

/** What is on the wall now, and whether all of it is on the screen without scrolling. */
async function readPage(wall: Page) {
  return wall.evaluate(() => {
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    };
    const cards = [...document.querySelectorAll('.screen-table')];
    const rows = [...document.querySelectorAll('.screen__ranking tbody tr')];
    const names = [...document.querySelectorAll('.screen-table__name, .screen__ranking th[scope="row"]')];
    const scrolling = document.scrollingElement ?? document.documentElement;
    return {
      indicator: document.querySelector('.screen__page')?.textContent ?? '',
      tables: cards.map((card) => card.getAttribute('aria-label') ?? ''),
      players: rows.map((row) => row.querySelector('th')?.textContent ?? ''),
      podium: document.querySelector('.podium') !== null,
      allInside: [...cards, ...rows].every(inside),
      scrolls: scrolling.scrollHeight > innerHeight,
      smallestName: Math.min(...names.map((name) => parseFloat(getComputedStyle(name).fontSize))),
    };
  });
}

type WallPage = Awaited<ReturnType<typeof readPage>>;

/**
 * Every page of the cycle, from the one up now until it comes back: each checked on the screen in
 * readable type. The page's own clock is moved on by a page's time (12 s) between them.
 */
async function cycle(wall: Page, height: number): Promise<WallPage[]> {
  const pages: WallPage[] = [];
  for (let turn = 0; turn < 12; turn++) {
    const page = await readPage(wall);
    if (turn > 0 && page.indicator === pages[0]!.indicator) break;
    expect(page.scrolls, `la page « ${page.indicator} » défile`).toBe(false);
    expect(page.allInside, `la page « ${page.indicator} » sort de l’écran`).toBe(true);
    if (!page.podium) expect(page.smallestName).toBeGreaterThanOrEqual(floorOf(height));
    pages.push(page);
    // A single page has no page count and nothing to turn to.
    if (page.indicator === '') break;
    await wall.clock.fastForward(12_000);
    await expect(wall.locator('.screen__page')).not.toHaveText(page.indicator);
  }
  return pages;
}

for (const count of [20, 64]) {
  test(`le mur pour ${count} joueurs : les tables d’abord, puis les pages qui tournent`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const { call, id, ronde, jeton, pseudos } = await setUp(request, count);
    const everyTable = (of: Ronde) => of.tables.map((table) => `Table ${table.table}`).sort();
    const everyone = [...pseudos].sort();

    const visit = async (
      size: (typeof SIZES)[number],
      state: string,
      check: (wall: Page, pages: WallPage[]) => Promise<void>,
    ) => {
      const room = await browser.newContext({ viewport: size, locale: 'fr-FR' });
      const wall = await room.newPage();
      await wall.clock.install();
      await wall.goto(`/ecran/${jeton}`);
      await expect(wall.locator('.screen__stage')).toBeVisible();
      // The page's time stands still while the cycle is read, but for its page turns.
      await wall.clock.pauseAt((await wall.evaluate(() => Date.now())) + 2_000);
      await wall.screenshot({
        path: path.join(screenshotDir(), `mur-${count}-${state}-${size.width}x${size.height}.png`),
      });
      const pages = await cycle(wall, size.height);
      await check(wall, pages);
      // axe waits on the page's own timers: time flows again.
      await wall.clock.resume();
      await checkScreen(wall, `mur-${count}-${state}-${size.width}x${size.height}`);
      await room.close();
    };

    // Ronde 1 played: between rondes the ranking comes first, then the ronde's tables.
    for (const table of ronde.tables) await call('POST', `/api/parties/${table.partie_id}/finish`);
    for (const size of SIZES) {
      await visit(size, 'entre-rondes', async (_wall, pages) => {
        expect(pages[0]!.indicator).toMatch(/^Classement( 1 \/ \d)?$/);
        expect([...new Set(pages.flatMap((page) => page.players))].sort()).toEqual(everyone);
        expect([...new Set(pages.flatMap((page) => page.tables))].sort()).toEqual(everyTable(ronde));
      });
    }

    // Ronde 2 starts: the tables first, then the ranking; every table and every player over the cycle.
    const second = await call<Ronde>('POST', `/api/tournois/${id}/rondes`, { mode: 'equilibre' });
    await call('POST', `/api/tournois/${id}/rondes/2/horloge`, { action: 'demarrer', duree_minutes: 90 });
    for (const size of SIZES) {
      await visit(size, 'ronde', async (wall, pages) => {
        expect(pages[0]!.indicator).toMatch(/^Tables( 1 \/ \d)?$/);
        expect(pages[0]!.tables.length).toBeGreaterThan(0);
        expect([...new Set(pages.flatMap((page) => page.tables))].sort()).toEqual(everyTable(second));
        expect([...new Set(pages.flatMap((page) => page.players))].sort()).toEqual(everyone);
        // The clock stays in the header on every page.
        await expect(wall.getByRole('timer', { name: 'Temps restant' })).toBeVisible();
      });
    }

    // The tournament is over: the podium, then the whole ranking.
    await call('PATCH', `/api/tournois/${id}/etat`, { new_state: 'terminé' });
    for (const size of SIZES) {
      await visit(size, 'fin', async (wall, pages) => {
        expect(pages[0]!.indicator).toBe('Podium');
        expect(pages[0]!.podium).toBe(true);
        expect([...new Set(pages.flatMap((page) => page.players))].sort()).toEqual(everyone);
        await expect(wall.getByRole('timer')).toHaveCount(0);
      });
    }
  });
}
