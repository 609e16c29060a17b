/**
 * Live updates (docs/api-contract.md, "Live updates"): the Server-Sent Events of a game, a tournament and
 * the public screen.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IdParams, Nullable, operation, RecordOf, responses, StringEnum } from './common';
import { RankingStage, TeamLine } from './formats';
import type { Game } from './games';
import { TournamentGame } from './games';
import { ScreenParams, type PublicScreen } from './rondes';
import { RankingResponse } from './tournaments';

/** Why a tournament's pages should read again. */
export const TournamentEventReason = StringEnum(['partie', 'joueurs', 'classement', 'etat', 'ronde']);
export type TournamentEventReason = Static<typeof TournamentEventReason>;

/**
 * What changed in a whole ranking (one its reader sees in full) since the version this stream last sent:
 * applied to the ranking of version `de`, it gives the ranking of version `vers`.
 */
export const RankingChange = Type.Object({
  de: Type.String({ description: 'La version du classement à laquelle ce changement s’applique.' }),
  vers: Type.String({ description: 'La version du classement qu’il donne.' }),
  classement: RecordOf(Nullable(Type.Number()), {
    description: 'Les totaux qui ont changé ; null : le joueur n’est plus classé.',
  }),
  rangs: RecordOf(Nullable(Type.Integer()), {
    description: 'Les places qui ont changé ; null : le joueur n’est plus classé.',
  }),
  phases: Type.Optional(
    Type.Array(RankingStage, { description: 'Les phases entières, quand elles ont changé.' }),
  ),
  equipes: Type.Optional(
    Type.Array(TeamLine, { description: 'Le classement des équipes entier, quand il a changé.' }),
  ),
});
export type RankingChange = Static<typeof RankingChange>;

/** `event: tournoi` */
export const TournamentEvent = Type.Object({
  raison: TournamentEventReason,
  partie_id: Type.Optional(
    Type.String({ description: 'La partie concernée, quand la raison est `partie`.' }),
  ),
  /** Reason `partie`: the game as GET /parties/{id} answers it after the change (absent once deleted). */
  partie: Type.Optional(TournamentGame),
  /** Reason `partie`: the ranking as GET /tournois/{id}/classement answers this reader after the change. */
  classement: Type.Optional(RankingResponse),
  /**
   * Reason `partie`, instead of `classement` for a reader who sees the whole ranking and was sent one
   * before on this stream: what changed since.
   */
  classement_maj: Type.Optional(RankingChange),
});
export type TournamentEvent = Static<typeof TournamentEvent>;

/**
 * `event: instantane` of a tournament stream: its games and this reader's ranking as GET
 * /tournois/{id}/parties and GET /tournois/{id}/classement answer them now. Sent first when the stream
 * opens, and again when a reader that fell behind (events dropped rather than queued) reads again: the
 * page is brought to the current state at once, without reading everything again.
 */
export const TournamentSnapshot = Type.Object({
  parties: Type.Array(TournamentGame),
  classement: RankingResponse,
});
export type TournamentSnapshot = Static<typeof TournamentSnapshot>;

/**
 * `event: reprise` of a tournament stream: instead of an `instantane`, for a reader who sees the whole
 * ranking and whose state the server knows (the `Last-Event-ID` it reconnects with, or what this stream
 * sent before falling behind): the games that changed since, the ids of those deleted since, and the
 * ranking whole or as what changed since the reader's version.
 */
export const TournamentResume = Type.Object({
  parties: Type.Array(TournamentGame, { description: 'Les parties créées ou changées depuis.' }),
  supprimees: Type.Array(Type.String(), { description: 'Les parties supprimées depuis.' }),
  classement: Type.Optional(RankingResponse),
  classement_maj: Type.Optional(RankingChange),
});
export type TournamentResume = Static<typeof TournamentResume>;

/** `event: supprimee` of a game stream. */
export const GameDeletedEvent = Type.Object({ id: Type.String() });
export type GameDeletedEvent = Static<typeof GameDeletedEvent>;

/**
 * Every live event, by its `event:` name, with the payload its `data:` carries: one map that the server
 * writes with and the client reads with, so that a name and its payload cannot drift apart.
 */
export interface LiveEvents {
  /** Game stream: the game, at opening then after every write. */
  partie: Game;
  /** Game stream: the game was deleted (the stream then ends). */
  supprimee: GameDeletedEvent;
  /** Tournament stream. */
  tournoi: TournamentEvent;
  /** Tournament stream: its games and the reader's ranking now (at opening, and after falling behind). */
  instantane: TournamentSnapshot;
  /** Tournament stream: what changed since the state the reader had (a resumed stream). */
  reprise: TournamentResume;
  /** Public screen stream: the whole screen. */
  ecran: PublicScreen;
}
export type LiveEventName = keyof LiveEvents;

/** One event as a stream carries it: a name of the map and that name's payload (never another's). */
export type LiveMessage<K extends LiveEventName = LiveEventName> = {
  [N in K]: { event: N; data: LiveEvents[N] };
}[K];

/** A `text/event-stream` answer, described for the OpenAPI document (the stream is written by hand). */
function eventStream(description: string): TSchema {
  return Type.Unsafe<string>({
    description,
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  });
}

export const gameEventsRoute = operation('gameEvents', 'Suivre une partie en direct (SSE).', {
  params: IdParams,
  response: responses({
    200: eventStream(
      'Flux SSE : `partie` (la partie, dès l’ouverture puis après chaque changement), `supprimee`.',
    ),
  }),
});

export const tournamentEventsRoute = operation('tournamentEvents', 'Suivre un tournoi en direct (SSE).', {
  params: IdParams,
  response: responses({
    200: eventStream(
      'Flux SSE : `instantane` `{parties, classement}` (les parties et le classement de ce lecteur, dès l’ouverture et de nouveau après un retard), puis `tournoi` `{raison, partie_id?, partie?, classement?, classement_maj?}` après chaque changement que montrent ses pages ; pour `partie`, la partie et le classement de ce lecteur après le changement (`classement_maj` : ce qui a changé depuis le classement envoyé avant sur ce flux).',
    ),
  }),
});

/** GET /public/ecrans/{jeton}/evenements (no session): `event: ecran` carries a PublicScreen. */
export const publicScreenEventsRoute = operation(
  'publicScreenEvents',
  'Suivre l’écran public en direct (SSE).',
  {
    params: ScreenParams,
    response: responses({
      200: eventStream(
        'Flux SSE : `ecran` (le contenu de l’écran public, dès l’ouverture puis après chaque changement du tournoi) ; le flux se ferme quand le lien est retiré ou remplacé.',
      ),
    }),
  },
);
