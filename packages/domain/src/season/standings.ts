/**
 * A league season's standings (docs/api-contract.md, « Ligues et saisons »; docs/rules-classic.md,
 * « Classement d’une saison »): which of the league's games count, each player's figure under the
 * season's measure, shared ranks, the unranked below the minimum, and one French sentence per line that
 * explains the figure. The skill rating's maths come from outside (a `SkillRating`), so this stays pure.
 */
import { FINISHED } from '../constants';
import { formatPoints, formatTenths } from '../format';
import { gameResult } from '../game/result';
import { describeRules, rulesOf, sameRules } from '../rules/choice';
import { toRankingPoints } from '../tournament/ranking';
import type { PointsByPlayer, UserId } from '../types';
import type { SeasonSettings } from './validate';

/** One of the league's games, as the season reads it. */
export interface SeasonGame {
  partie_id: string;
  /** When it counts (ISO): the moment it finished; a final-score game's `date_debut`; a running game's start. */
  date: string;
  etat: string;
  regles: unknown;
  scores: PointsByPlayer;
  riichi_stack?: number;
  chombos?: PointsByPlayer;
  /** Why its tournament keeps it out for now, in French (hidden ranking, sheet awaiting validation); null: nothing. */
  retenue?: string | null;
}

/** A Weng–Lin rating: mean and uncertainty of a player's skill. */
export interface Skill {
  mu: number;
  sigma: number;
}

/**
 * A Bayesian rating for free-for-all games (the server gives OpenSkill's Plackett–Luce model): the
 * newcomers' rating, and the ratings after one game given each player's place (1 best; tied places equal).
 */
export interface SkillRating {
  initial(): Skill;
  rate(players: readonly Skill[], places: readonly number[]): Skill[];
}

/** How many standard deviations the shown rating stays below the mean (μ − 3σ: 99,7 % sure it is not lower). */
export const RATING_Z = 3;

export interface ProgressPoint {
  date: string;
  /** The player's figure once this game counted (the measure's: total, average, best sum or rating). */
  valeur: number;
}

export interface StandingLine {
  user_id: UserId;
  /** Shared on ties; null below the minimum. */
  rang: number | null;
  classe: boolean;
  parties: number;
  /** Sum of results in thousands (under « meilleures »: of the best results only). */
  total: number;
  moyenne: number;
  /** The conservative rating, under « note » only. */
  note: number | null;
  formule: string;
  progression: ProgressPoint[];
}

export interface ExcludedGame {
  partie_id: string;
  motif: string;
}

export interface SeasonStandings {
  lignes: StandingLine[];
  parties_comptees: number;
  parties_exclues: ExcludedGame[];
}

export const EXCLUSION_MOTIFS = {
  notFinished: 'Partie pas encore terminée',
  otherRules: (rules: unknown): string => `Jouée avec d’autres règles (${describeRules(rules)})`,
  unreadable: 'Scores illisibles',
} as const;

export const SEASON_TIME_ZONE = 'Europe/Paris';

/** Minutes to add to UTC to read the wall clock in `timeZone` at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
  return Math.round((wall - instant) / 60000);
}

/** The instant a `YYYY-MM-DD` day starts in `timeZone` (clocks change at night, never at midnight here). */
export function dayStart(day: string, timeZone: string): number {
  const utcMidnight = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  return utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60000;
}

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The season's bounds as instants: from its first day's midnight to the midnight after its last day. */
export function seasonBounds(
  season: Pick<SeasonSettings, 'date_debut' | 'date_fin'>,
  timeZone = SEASON_TIME_ZONE,
) {
  return { from: dayStart(season.date_debut, timeZone), until: dayStart(nextDay(season.date_fin), timeZone) };
}

interface Counted {
  game: SeasonGame;
  result: PointsByPlayer;
  place: PointsByPlayer;
}

/** The games that count, by date, and the others of the season's dates with why. */
function sortGames(
  season: SeasonSettings,
  games: readonly SeasonGame[],
  bounds: { from: number; until: number },
) {
  const counted: Counted[] = [];
  const excluded: ExcludedGame[] = [];
  // sameRules compares full parameter sets: each distinct stored `regles` is compared once.
  const rulesMatch = new Map<string, boolean>();
  const matches = (regles: unknown) => {
    if (season.regles === null) return true;
    const key = JSON.stringify(regles);
    let same = rulesMatch.get(key);
    if (same === undefined) rulesMatch.set(key, (same = sameRules(regles, season.regles)));
    return same;
  };
  // Each date read once (a season holds thousands of games): by date, then by id.
  const ordered = games
    .map((game) => ({ game, instant: Date.parse(game.date) }))
    .filter(({ instant }) => instant >= bounds.from && instant < bounds.until)
    .sort((a, b) => a.instant - b.instant || (a.game.partie_id < b.game.partie_id ? -1 : 1));
  for (const { game } of ordered) {
    const exclude = (motif: string) => excluded.push({ partie_id: game.partie_id, motif });
    if (game.etat !== FINISHED) exclude(EXCLUSION_MOTIFS.notFinished);
    else if (!matches(game.regles)) exclude(EXCLUSION_MOTIFS.otherRules(game.regles));
    else if (game.retenue) exclude(game.retenue);
    else {
      const outcome = gameResult(
        { scores: game.scores, riichi_stack: game.riichi_stack ?? 0, chombos: game.chombos ?? {} },
        rulesOf(game.regles),
      );
      if (!outcome.ok) exclude(EXCLUSION_MOTIFS.unreadable);
      else counted.push({ game, result: outcome.result, place: outcome.place });
    }
  }
  return { counted, excluded };
}

/** The sum of the `best` highest results (raw points). */
function bestSum(results: readonly number[], best: number): number {
  return [...results]
    .sort((a, b) => b - a)
    .slice(0, best)
    .reduce((sum, result) => sum + result, 0);
}

const conservative = (skill: Skill): number => Math.round((skill.mu - RATING_Z * skill.sigma) * 10) / 10;

const games = (count: number): string => (count === 1 ? '1 partie' : `${count} parties`);

interface PlayerSeason {
  results: number[];
  dates: string[];
  ratings: Skill[];
}

/**
 * The figure the season ranks by after each of the player's games, in order (the progression's points).
 * One pass: the sum runs on, and under « meilleures » the results so far are kept sorted, best first, so
 * that each point adds up the same best results in the same order as `bestSum` would.
 */
function figures(season: SeasonSettings, player: PlayerSeason): number[] {
  const values: number[] = [];
  const sorted: number[] = [];
  let sum = 0;
  for (let count = 1; count <= player.results.length; count += 1) {
    const result = player.results[count - 1] as number;
    sum += result;
    switch (season.mesure) {
      case 'somme':
        values.push(toRankingPoints(sum));
        break;
      case 'moyenne':
        values.push(toRankingPoints(sum / count));
        break;
      case 'meilleures': {
        let at = 0;
        while (at < sorted.length && (sorted[at] as number) > result) at += 1;
        sorted.splice(at, 0, result);
        const best = Math.min(season.meilleures ?? count, count);
        let bestTotal = 0;
        for (let i = 0; i < best; i += 1) bestTotal += sorted[i] as number;
        values.push(toRankingPoints(bestTotal));
        break;
      }
      case 'note':
        values.push(conservative(player.ratings[count - 1] as Skill));
        break;
    }
  }
  return values;
}

/** French typography: a no-break space before the colon. */
const COLON = '\u00a0: ';

/** The French sentence that explains a line's figure. */
function formula(season: SeasonSettings, player: PlayerSeason, line: StandingLine): string {
  const count = line.parties;
  switch (season.mesure) {
    case 'somme':
      return `Somme de ${games(count)}${COLON}${formatPoints(line.total)}`;
    case 'moyenne':
      return `${formatPoints(line.total)} en ${games(count)}${COLON}moyenne ${formatPoints(line.moyenne)}`;
    case 'meilleures': {
      const best = season.meilleures ?? count;
      return count > best
        ? `${best} meilleures parties sur ${count}${COLON}${formatPoints(line.total)}`
        : `${count === 1 ? 'La seule partie' : `Les ${count} parties`} (jusqu’à ${best} comptées)${COLON}${formatPoints(line.total)}`;
    }
    case 'note': {
      const skill = player.ratings[count - 1] as Skill;
      return `Note prudente après ${games(count)}${COLON}μ ${formatTenths(skill.mu)} − ${RATING_Z} × σ ${formatTenths(skill.sigma)} = ${formatTenths(line.note ?? 0)}`;
    }
  }
}

export interface StandingsOptions {
  /** Needed under « note ». */
  rating?: SkillRating;
  /** Order of players whose figures tie (by pseudo, for instance); by id when absent. */
  tieOrder?: (a: UserId, b: UserId) => number;
  timeZone?: string;
}

/**
 * The standings of a season over the league's games as they are now. A game counts when it is finished,
 * within the season's days (both included, French time), played under the season's rules if it names
 * some, and not held back by its tournament (`retenue`).
 */
export function seasonStandings(
  season: SeasonSettings,
  leagueGames: readonly SeasonGame[],
  options: StandingsOptions = {},
): SeasonStandings {
  const { counted, excluded } = sortGames(season, leagueGames, seasonBounds(season, options.timeZone));
  const players = new Map<UserId, PlayerSeason>();
  const playerOf = (id: UserId) => {
    let player = players.get(id);
    if (!player) players.set(id, (player = { results: [], dates: [], ratings: [] }));
    return player;
  };
  const rating = season.mesure === 'note' ? options.rating : undefined;
  if (season.mesure === 'note' && !rating) throw new Error('seasonStandings: « note » needs a SkillRating');
  const current = new Map<UserId, Skill>();
  for (const { game, result, place } of counted) {
    const ids = Object.keys(result);
    for (const id of ids) {
      const player = playerOf(id);
      player.results.push(result[id] as number);
      player.dates.push(game.date);
    }
    if (rating) {
      const before = ids.map((id) => current.get(id) ?? rating.initial());
      const after = rating.rate(
        before,
        ids.map((id) => place[id] as number),
      );
      ids.forEach((id, i) => {
        current.set(id, after[i] as Skill);
        playerOf(id).ratings.push(after[i] as Skill);
      });
    }
  }

  const lines: StandingLine[] = [];
  for (const [id, player] of players) {
    const count = player.results.length;
    const sum = player.results.reduce((total, result) => total + result, 0);
    const line: StandingLine = {
      user_id: id,
      rang: null,
      classe: count >= season.min_parties,
      parties: count,
      total: toRankingPoints(
        season.mesure === 'meilleures' ? bestSum(player.results, season.meilleures ?? count) : sum,
      ),
      moyenne: toRankingPoints(sum / count),
      note: rating ? conservative(player.ratings[count - 1] as Skill) : null,
      formule: '',
      progression: figures(season, player).map((valeur, i) => ({ date: player.dates[i] as string, valeur })),
    };
    line.formule = formula(season, player, line);
    lines.push(line);
  }

  const shown = (line: StandingLine) => (line.progression.at(-1) as ProgressPoint).valeur;
  const tieOrder = options.tieOrder ?? ((a: UserId, b: UserId) => (a < b ? -1 : a > b ? 1 : 0));
  lines.sort(
    (a, b) =>
      Number(b.classe) - Number(a.classe) ||
      shown(b) - shown(a) ||
      b.parties - a.parties ||
      tieOrder(a.user_id, b.user_id),
  );
  // Competition ranking: tied figures share a rank, the next rank skips (1, 1, 3).
  lines.forEach((line, i) => {
    if (!line.classe) return;
    const previous = lines[i - 1];
    line.rang = previous && previous.classe && shown(previous) === shown(line) ? previous.rang : i + 1;
  });
  return { lignes: lines, parties_comptees: counted.length, parties_exclues: excluded };
}
