import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { setApiBaseUrl } from '@mj/api';
import { env } from './env-stub';
import { guardConsole } from '../../../../tooling/jest-console-guard';

setApiBaseUrl(env.apiUrl);

// A page is a lazy chunk plus a few requests: on a loaded 2-core CI machine the first render can take
// more than the default 1 s of `findBy…`/`waitFor`; a longer limit only slows down a failing test.
configure({ asyncUtilTimeout: 4000 });
// A test on the real server seeds through the API, then renders a lazily loaded page that makes its own
// requests: on the shared 2-core machine (load 16 while five engineers test) the first one of a file took
// 5–6 s, past Jest's 5 s default (`testTimeout` is a global option, so it is set here for this project).
// A deadline, not a retry: a test that hangs still fails.
jest.setTimeout(15_000);

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/**
 * jsdom has `<dialog>` but not its modal behaviour. The browser's steps this app relies on, kept to
 * what a test can observe: `showModal()` opens and focuses the first focusable element, Escape fires a
 * cancelable `cancel` that closes the dialog unless prevented, `close()` closes and fires `close`.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const onEscape = function (this: HTMLDialogElement, event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', onEscape);
    this.querySelector<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onEscape);
    this.dispatchEvent(new Event('close'));
  };
}

guardConsole();
