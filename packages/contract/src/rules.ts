/** Rule sets (/regles): the presets the app ships and `regles` as games and tournaments carry it. */
import type { RulesChoice } from '@mj/domain';
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, responses, operation } from './common';

const Points = Type.Integer({ description: 'Points (multiples de 100).' });

/** Every parameter of a rule set, with the names the API uses (docs/api-contract.md, « Règles »). */
export const RulesParameters = Type.Object({
  depart: Points,
  retour: Type.Integer({ description: 'Points de retour : l’oka, 4 × (retour − départ), va au premier.' }),
  uma: Type.Array(Points, { minItems: 4, maxItems: 4, description: 'Du premier au quatrième.' }),
  kiriage: Type.Boolean(),
  kazoe: StringEnum(['sanbaiman', 'yakuman'], { description: 'Ce que valent 13 han comptés et plus.' }),
  yakuman_multiples: Type.Boolean({
    description: 'Une main peut compter plusieurs yakuman (double yakuman…).',
  }),
  double_ron: StringEnum(['multiple', 'atamahane']),
  pot_double_ron: StringEnum(['chacun', 'amont']),
  abandons: Type.Boolean({ description: 'Parties avortées.' }),
  nagashi: Type.Boolean({ description: 'Nagashi mangan.' }),
  longueur: StringEnum(['hanchan', 'tonpuusen']),
  prolongation: Type.Object(
    {
      mode: StringEnum(['aucune', 'libre', 'seuil']),
      points: Points,
    },
    {
      description:
        'La manche d’Ouest (de Sud en tonpuusen) : aucune, au choix des joueurs, ou jouée tant que personne n’a atteint `points`.',
    },
  ),
  chombo: Type.Object({
    mode: StringEnum(['apres_uma', 'mangan_table']),
    points: Points,
  }),
  batons_restants: StringEnum(['premier', 'perdus']),
  egalite: StringEnum(['partage', 'siege']),
});
export type RulesParameters = Static<typeof RulesParameters>;

/** `regles` as stored and returned: a preset id, or a preset with some parameters changed. */
export const Rules = Type.Unsafe<RulesChoice>(
  Type.Union([Type.String(), Type.Object({ base: Type.String() }, { additionalProperties: true })], {
    description: 'Un identifiant de règles, ou {"base": "<identifiant>", ...paramètres modifiés}.',
  }),
);

/**
 * `regles` as a client sends it: only its JSON type is checked here, the domain's validateRules checks
 * the rest and words the refusal in French.
 */
export const RulesInput = Type.Optional(
  Type.Unsafe<unknown>(
    Type.Union([
      Type.String({ maxLength: 40 }),
      Type.Object({}, { additionalProperties: true, maxProperties: 20 }),
    ]),
  ),
);

export const RulesPreset = Type.Object({
  id: Type.String(),
  nom: Type.String(),
  source: Type.String({ description: 'Le règlement suivi, avec sa date.' }),
  parametres: RulesParameters,
});
export type RulesPreset = Static<typeof RulesPreset>;

export const RulesPresetsResponse = Type.Array(RulesPreset);
export type RulesPresetsResponse = Static<typeof RulesPresetsResponse>;

/** GET /regles */
export const rulesRoute = operation('rules', 'Lire les règles proposées (une entrée par préréglage).', {
  response: responses({ 200: RulesPresetsResponse }),
});
