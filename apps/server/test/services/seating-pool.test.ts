/**
 * The seating pool's threads never keep a process alive: a server that stops, or a test run, exits once
 * its work is done. A Worker's port is ref'd again by each 'message' listener added to it, so an unref
 * placed before the listeners left the test runner waiting forever after its last test.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

describe('the seating pool', () => {
  it('seats a ronde in a worker thread, then lets the process exit by itself', () => {
    const script = `
      const { SeatingPool } = require('./src/seating/pool.ts');
      const players = Array.from({ length: 8 }, (_, i) => 'p' + i);
      new SeatingPool().seat({ mode: 'equilibre', players, pastTables: [], seed: 7 }, 'tournoi').then((result) => {
        console.log(JSON.stringify(result.ok ? result.value.flat().sort() : result));
      });
    `;
    // Killed after 60 s: a pool holding the process would end here with a signal instead of code 0.
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({ status: run.status, signal: run.signal, stderr: run.stderr }).toEqual({
      status: 0,
      signal: null,
      stderr: '',
    });
    expect(JSON.parse(run.stdout)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  }, 70_000);
});
