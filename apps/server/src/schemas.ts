/**
 * JSON schemas of the wire entities (docs/api-contract.md "Entities as returned"), used as Fastify
 * response schemas (they also strip anything not listed, e.g. password hashes) and published in the
 * OpenAPI document. Field names stay as the spec writes them.
 */

const id = { type: 'string' } as const;
const ids = { type: 'array', items: id } as const;
const isoDate = { type: 'string', format: 'date-time' } as const;
const nullableIsoDate = { type: ['string', 'null'], format: 'date-time' } as const;
/** A map of user id to points. */
export const pointsByPlayer = { type: 'object', additionalProperties: { type: 'number' } } as const;
const etat = { type: 'string', enum: ['en cours', 'terminé'] } as const;

export const errorSchema = {
  $id: 'Erreur',
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string', description: 'Message en français à montrer tel quel.' } },
} as const;

export const userSchema = {
  type: 'object',
  required: ['user_id', 'pseudo', 'email', 'provider'],
  properties: {
    user_id: id,
    pseudo: { type: 'string' },
    email: { type: 'string', description: '"" quand absent ou quand ce n’est pas le compte de l’appelant.' },
    provider: { type: 'string', enum: ['local', 'google'] },
  },
} as const;

export const authResponseSchema = {
  type: 'object',
  required: ['user_id', 'pseudo', 'email', 'token'],
  properties: {
    user_id: id,
    pseudo: { type: 'string' },
    email: { type: 'string' },
    token: { type: 'string' },
  },
} as const;

export const gameSchema = {
  type: 'object',
  required: [
    'id',
    'nom',
    'joueurs',
    'scores',
    'etat',
    'vent',
    'tour_actuel',
    'dealer_stack',
    'riichi_stack',
    'date_debut',
    'date_fin',
    'tournois_id',
    'nb_tours',
  ],
  properties: {
    id,
    nom: { type: 'string' },
    joueurs: {
      ...ids,
      description: 'Ordre des places : Est, Sud, Ouest, Nord au départ ; joueurs[0] est le premier dealer.',
    },
    scores: pointsByPlayer,
    etat,
    vent: { type: 'string', enum: ['est', 'sud', 'ouest', 'nord'] },
    tour_actuel: { type: 'integer' },
    dealer_stack: { type: 'integer' },
    riichi_stack: { type: 'integer' },
    date_debut: isoDate,
    date_fin: nullableIsoDate,
    tournois_id: { type: ['string', 'null'] },
    nb_tours: { type: 'integer' },
  },
} as const;

/** A round as stored (the domain's validated form of what the client sent). */
export const roundSchema = {
  type: 'object',
  required: ['gagnant', 'type_victoire', 'han', 'fu', 'riichi_players', 'perdant', 'tenpai'],
  properties: {
    gagnant: ids,
    type_victoire: { type: 'string', enum: ['tsumo', 'ron', 'tenpai', 'chombo'] },
    han: pointsByPlayer,
    fu: pointsByPlayer,
    riichi_players: ids,
    perdant: { type: ['string', 'null'] },
    tenpai: ids,
  },
} as const;

export const historyEntrySchema = {
  type: 'object',
  required: ['index', 'joueurs_avant', 'delta', 'tour'],
  properties: {
    index: { type: 'integer', description: 'Position du tour dans la partie, à partir de 0.' },
    joueurs_avant: pointsByPlayer,
    delta: pointsByPlayer,
    tour: roundSchema,
    // Only with compact=false: the state after the round.
    scores: pointsByPlayer,
    vent: { type: 'string' },
    tour_actuel: { type: 'integer' },
    dealer_stack: { type: 'integer' },
    riichi_stack: { type: 'integer' },
  },
} as const;

export const tournamentSchema = {
  type: 'object',
  required: [
    'id',
    'nom',
    'date_debut',
    'date_fin',
    'etat',
    'classement_visible',
    'regles',
    'joueurs',
    'admin_id',
  ],
  properties: {
    id,
    nom: { type: 'string' },
    date_debut: isoDate,
    date_fin: nullableIsoDate,
    etat,
    classement_visible: { type: 'boolean' },
    regles: { type: 'string' },
    joueurs: ids,
    admin_id: id,
  },
} as const;

export const rankingSchema = {
  type: ['object', 'null'],
  additionalProperties: { type: 'number' },
  description: 'Points de classement par joueur (somme des résultats ÷ 1000, une décimale).',
} as const;

/** Response schemas of a route: its success shapes plus the `{detail}` error for every error status. */
export function responses<T extends Record<number, object>>(success: T) {
  const error = { $ref: 'Erreur#' };
  return { ...success, '4xx': error, '5xx': error };
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1 } },
} as const;

export const partyIdParams = {
  type: 'object',
  required: ['partyId'],
  properties: { partyId: { type: 'string', minLength: 1 } },
} as const;
