import { searchKey } from '@mj/domain';

export interface TeamDraft {
  nom: string;
  joueurs: string[];
}

/**
 * The admin's paste, one « équipe ; pseudo » line per player (a tab or a comma also separates, as a
 * spreadsheet copies them): the teams in the order they first appear, each player found by pseudo among
 * the tournament's players (ignoring case and accents). Blank lines are skipped; a line without a team,
 * or with a pseudo the tournament lacks, is named in `errors` and left out.
 */
export function parseTeamLines(
  text: string,
  players: readonly { user_id: string; pseudo: string }[],
): { equipes: TeamDraft[]; errors: string[] } {
  const byKey = new Map(players.map((player) => [searchKey(player.pseudo), player.user_id]));
  const teams = new Map<string, TeamDraft>();
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const cut = line.search(/[;\t,]/);
    const nom = cut < 0 ? '' : line.slice(0, cut).trim();
    const pseudo = cut < 0 ? line.trim() : line.slice(cut + 1).trim();
    if (nom === '' || pseudo === '') {
      errors.push(`Ligne ${i + 1} : écris « équipe ; pseudo ».`);
      return;
    }
    const userId = byKey.get(searchKey(pseudo));
    if (!userId) {
      errors.push(`Ligne ${i + 1} : « ${pseudo} » ne joue pas dans ce tournoi.`);
      return;
    }
    const key = searchKey(nom);
    const team = teams.get(key) ?? { nom, joueurs: [] };
    if (!team.joueurs.includes(userId)) team.joueurs.push(userId);
    teams.set(key, team);
  });
  return { equipes: [...teams.values()], errors };
}

/** The teams as lines again, to edit them in the same box. */
export function teamLines(equipes: readonly TeamDraft[], pseudoOf: (userId: string) => string): string {
  return equipes
    .flatMap((team) => team.joueurs.map((userId) => `${team.nom} ; ${pseudoOf(userId)}`))
    .join('\n');
}
