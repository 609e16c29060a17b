/**
 * Once per web test run: the server's migrated PGlite snapshot (built once, then cached on disk), which
 * every test file's real server clones instead of migrating a new database (see real-server.ts).
 */
import { snapshotFile } from '../../../server/test/global-setup';

export default async function globalSetup(): Promise<void> {
  process.env.MJ_TEST_PGLITE_SNAPSHOT = await snapshotFile();
}
