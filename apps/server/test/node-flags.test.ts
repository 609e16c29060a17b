/**
 * The server's Node flags (apps/server/node-flags.json) are passed by every command that starts it for
 * real: `pnpm start` at the root and in apps/server, and the systemd service of docs/deploy.md (the
 * benches and the end-to-end tests start it through tooling/server-harness, which reads the file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const { flags } = JSON.parse(read('apps/server/node-flags.json')) as { flags: string[] };
const startOf = (file: string) => (JSON.parse(read(file)) as { scripts: { start: string } }).scripts.start;

describe('the server’s Node flags', () => {
  it('cap the young generation', () => {
    expect(flags).toEqual(['--max-semi-space-size=4']);
  });

  it.each([
    ['pnpm start', startOf('package.json')],
    ['pnpm start in apps/server', startOf('apps/server/package.json')],
    ['the systemd service', /^ExecStart=(.*)$/m.exec(read('docs/deploy.md'))?.[1] ?? ''],
  ])('are passed by %s', (_name, command) => {
    expect(command).toContain(`node ${flags.join(' ')} dist/server.cjs`);
  });
});
