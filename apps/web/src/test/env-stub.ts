import type { Env } from '../config/env';

/**
 * Jest stand-in for `config/env.ts`: no Google configuration, so tests exercise local accounts and the
 * "not available" Google button. Tests may mutate this object (and restore it) to cover other cases.
 */
export const env: Env = {
  apiUrl: 'http://api.test/api',
  firebase: null,
  authEmulatorUrl: null,
  serviceWorker: false,
};
