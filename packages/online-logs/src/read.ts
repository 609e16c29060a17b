/**
 * Which format a pasted text is, and its reading: a tenhou.net/6 JSON object (or a
 * `https://tenhou.net/6/#json=` link holding one), an mjlog (XML), or mjai JSON lines. Every path is
 * bounded (bounds.ts) before anything is built from the text.
 */
import type { Result } from '@mj/domain';
import { LIMITS, isRecord, parseBoundedJson } from './bounds';
import { IMPORT_MESSAGES } from './messages';
import { readMjai } from './mjai';
import { readMjlog } from './mjlog';
import type { OnlineLog } from './model';
import { readTenhou6 } from './tenhou6';

const unreadable = { ok: false as const, error: IMPORT_MESSAGES.unreadable };

/** The JSON a tenhou.net/6 link carries after `json=` (URL-encoded or not). */
function linkedJson(text: string): string | null {
  const at = text.indexOf('json=');
  if (!/^https?:\/\//.test(text) || at < 0) return null;
  const raw = text.slice(at + 'json='.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** mjai events, one JSON object per line (or a JSON array of them), or null. */
function mjaiEvents(text: string, parsed: unknown): unknown[] | null {
  if (Array.isArray(parsed)) return parsed.every(isRecord) ? parsed : null;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > LIMITS.mjaiLines) return null;
  const events: unknown[] = [];
  for (const line of lines) {
    const event = parseBoundedJson(line);
    if (!isRecord(event) || typeof event.type !== 'string') return null;
    events.push(event);
  }
  return events;
}

function readText(text: string): Result<OnlineLog> {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return readMjlog(trimmed);
  const json = linkedJson(trimmed) ?? trimmed;
  if (!json.startsWith('{') && !json.startsWith('[')) return unreadable;
  // A whole JSON text: a tenhou.net/6 object, or mjai events as an array or as one line.
  const parsed = parseBoundedJson(json);
  if (isRecord(parsed) && Array.isArray(parsed.log)) return readTenhou6(parsed);
  const events = mjaiEvents(json, parsed);
  return events ? readMjai(events) : unreadable;
}

/**
 * Reads a log's text, whatever its format. Refuses with a French sentence: not a game log, a
 * three-player game, a log cut before its end.
 */
export function readOnlineLog(text: string): Result<OnlineLog> {
  const read = readText(text);
  if (!read.ok) return read;
  const log = read.value;
  if (log.hands.length > LIMITS.hands)
    return { ok: false, error: IMPORT_MESSAGES.tooManyHands(LIMITS.hands) };
  // Without its final scores (tenhou.net/6 `sc`, mjlog `owari`), a log cannot be checked.
  if (log.final === null && log.format !== 'mjai') return { ok: false, error: IMPORT_MESSAGES.unfinished };
  if (new Set(log.names).size !== log.names.length)
    return { ok: false, error: IMPORT_MESSAGES.sameNames(log.names.join(', ')) };
  return read;
}

/**
 * The game a log describes, whatever its format or spacing: names, each hand's position and start
 * scores, the final scores. The same game pasted twice, or once as mjlog and once as tenhou.net/6 JSON,
 * gives the same fingerprint (the server stores its hash to refuse a second import).
 */
export function logFingerprint(log: OnlineLog): string {
  return JSON.stringify({
    names: log.names,
    hands: log.hands.map((hand) => [hand.round, hand.honba, hand.sticks, ...hand.start]),
    final: log.final,
  });
}
