import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { setApiBaseUrl } from '@mj/api';
import { env } from './env-stub';

setApiBaseUrl(env.apiUrl);

// A page is a lazy chunk plus a few requests: on a loaded 2-core CI machine the first render can take
// more than the default 1 s of `findBy…`/`waitFor`; a longer limit only slows down a failing test.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});
