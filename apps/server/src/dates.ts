/**
 * Dates PostgreSQL can store: JavaScript parses years 0 and below (and up to 275760), PostgreSQL's
 * timestamptz refuses year 0 and ISO texts with signed years. Four-digit years are what people type.
 */
export const isStorableDate = (date: Date): boolean =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;
