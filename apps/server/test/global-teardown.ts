import { stopCluster } from './postgres-cluster';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.mjTestCluster) stopCluster(globalThis.mjTestCluster);
}
