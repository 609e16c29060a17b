/** A new imported game for each test that needs one, from the shared two-hand Tenhou log. */
import { TWO_HAND_NAMES, twoHandTenhouGame } from '@mj/online-logs/test/two-hand-game';

let games = 0;

/** A new game's log each call (other names, another id) and the mapping of its names to `ids`. */
export function freshImport(ids: string[]) {
  games += 1;
  const names = TWO_HAND_NAMES.map((name) => `${name}${games}`);
  const ref = `2024031518gm-0009-0000-${games.toString(16).padStart(8, '0')}`;
  return {
    contenu: twoHandTenhouGame({ ref, names }),
    joueurs: Object.fromEntries(names.map((name, seat) => [name, ids[seat]])),
  };
}
