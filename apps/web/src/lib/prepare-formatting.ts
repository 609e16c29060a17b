import { formatDateTime } from '@mj/domain';

/**
 * The first date a page formats sets up ICU's French date formatting: one native call of tens of ms on a
 * phone's main thread, which nothing can slice. A page about to render dated cards calls this while its
 * data is on the way: the set-up then runs in a task of its own, not inside the cards' render (issue 18).
 */
export function prepareDateFormatting(): void {
  setTimeout(() => formatDateTime(new Date(0)), 0);
}
