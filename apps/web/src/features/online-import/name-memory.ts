import type { User } from '@mj/api';
import { safeStorage } from '../../lib/storage';

/** The player chosen last time for each name of an online log, on this device: `{name: user id}`. */
const KEY = 'mj.import-noms';
/** Names remembered at most (the oldest go first): a club's players on a few platforms. */
const KEPT = 200;

const remembered = (): Record<string, string> => {
  const stored = safeStorage.getJson<Record<string, string>>(KEY);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
};

/**
 * The player to suggest for a log's name: the one chosen for it before, else the account whose pseudo is
 * the name (whatever its case), else nobody. Never the same account for two names.
 */
export function suggestPlayers(names: readonly string[], users: readonly User[]): (User | null)[] {
  const before = remembered();
  const taken = new Set<string>();
  return names.map((name) => {
    const byMemory = Object.hasOwn(before, name)
      ? users.find((user) => user.user_id === before[name])
      : undefined;
    const byPseudo = users.find(
      (user) => user.pseudo.toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr'),
    );
    const user = [byMemory, byPseudo].find((candidate) => candidate && !taken.has(candidate.user_id)) ?? null;
    if (user) taken.add(user.user_id);
    return user;
  });
}

/** Keeps the choice of each name for the next import. */
export function rememberPlayers(names: readonly string[], ids: readonly string[]): void {
  const entries = Object.entries(remembered()).filter(([name]) => !names.includes(name));
  names.forEach((name, seat) => entries.push([name, ids[seat] as string]));
  safeStorage.set(KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
}
