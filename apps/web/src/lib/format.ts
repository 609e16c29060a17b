/** fr-FR display helpers: one implementation, in the domain package, shared with the server. */
export {
  formatDateTime,
  formatDate,
  formatScore,
  formatPoints,
  formatRate,
  formatDecimal,
  formatDelta,
  isPositiveScore,
  windLabel,
} from '@mj/domain';
