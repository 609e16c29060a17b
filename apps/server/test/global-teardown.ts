import { rmSync } from 'node:fs';
import { stopCluster } from './postgres-cluster';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.mjTestCluster) stopCluster(globalThis.mjTestCluster);
  if (globalThis.mjTestSnapshotFile) rmSync(globalThis.mjTestSnapshotFile, { force: true });
}
