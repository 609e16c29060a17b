/** fr-FR display helpers: one implementation, in the domain package, shared with the server. */
export {
  formatDateTime,
  formatScore,
  formatPoints,
  formatDelta,
  isPositiveScore,
  windLabel,
} from '@mj/domain';
