import { jest } from '@jest/globals';

// Building an app opens a database (PGlite clone or a new PostgreSQL database): allow for a busy machine.
jest.setTimeout(60_000);
