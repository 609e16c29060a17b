import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { setApiBaseUrl } from '@mj/api';
import { env } from './env-stub';

setApiBaseUrl(env.apiUrl);

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});
