import { getErrorMessage } from '@mj/api';

/** A game that cannot be loaded — « introuvable » on a 404, the generic fallback otherwise. */
export function gameLoadError(error: unknown): string {
  const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  return getErrorMessage(error, notFound ? 'Partie introuvable.' : 'Impossible de charger la partie.');
}
