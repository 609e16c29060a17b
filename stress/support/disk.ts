import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bytes of the files under a folder. */
export function directorySize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? directorySize(full) : statSync(full).size);
  }, 0);
}
