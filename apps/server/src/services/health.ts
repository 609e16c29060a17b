/** GET /health/ready: whether the database answers in time. */
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories } from '../repositories';

/** A database that takes longer than this to answer `select 1` is not ready. */
export const READY_TIMEOUT_MS = 2000;

/** Resolves when the database answers within READY_TIMEOUT_MS; else throws the 503 to answer. */
export async function checkDatabase(
  repos: Repositories,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([repos.ping(), timeout]);
  } catch (error) {
    log.warn({ err: error }, 'la base de données ne répond pas');
    throw new ApiError(503, SERVER_MESSAGES.databaseUnavailable);
  } finally {
    clearTimeout(timer);
  }
}
