import type { Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it claims it at its first activation). */
export async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}
