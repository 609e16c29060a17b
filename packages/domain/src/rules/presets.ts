import type { PresetId, RulesParameters } from '../types';

/** A shipped rule set: its French name, the rulebook it follows (with its date) and its parameters. */
export interface Preset {
  readonly id: PresetId;
  readonly nom: string;
  readonly source: string;
  readonly parametres: Readonly<RulesParameters>;
}

/** What most competition rule sets share; each preset below says only where it differs. */
const COMPETITION: RulesParameters = {
  depart: 30000,
  retour: 30000,
  uma: [15000, 5000, -5000, -15000],
  kiriage: false,
  kazoe: 'sanbaiman',
  yakuman_multiples: false,
  double_ron: 'multiple',
  pot_double_ron: 'chacun',
  abandons: false,
  nagashi: false,
  longueur: 'hanchan',
  // Competition games end after South 4 whatever the scores.
  prolongation: { mode: 'aucune', points: 30000 },
  chombo: { mode: 'apres_uma', points: 20000 },
  batons_restants: 'premier',
  egalite: 'partage',
};

/** Japanese professional and online rule sets: 25 000 start, 30 000 return (an oka of 20 000 to first). */
const JAPANESE: RulesParameters = { ...COMPETITION, depart: 25000, retour: 30000 };

/**
 * Every preset, in the order the app offers them. Facts come from the sources named (docs/rules-classic.md
 * cites the pages); where a source is silent the value is the app's choice and the rules document says so.
 */
export const PRESETS: readonly Preset[] = [
  {
    id: 'classic',
    nom: 'Classique',
    source: 'EMA Riichi Competition Rules 2016 (1er avril 2016), 13 han et plus comptés comme un yakuman',
    // Players may go on into West and North, as the app always let them.
    parametres: { ...COMPETITION, kazoe: 'yakuman', prolongation: { mode: 'libre', points: 30000 } },
  },
  {
    id: 'ema-2016',
    nom: 'EMA 2016',
    source:
      'EMA Riichi Competition Rules, édition 2016 (en vigueur le 1er avril 2016) ; non établi par un texte public lu : les honba d’un ron multiple, le mot à mot de la fin après le Sud 4 et du partage des égalités',
    parametres: COMPETITION,
  },
  {
    id: 'ema-2025',
    nom: 'EMA 2025',
    source:
      'EMA Riichi Competition Rules, édition 2025 : kiriage et 11 han et plus en sanbaiman d’après le résumé de l’EMA ; le livre de 2025 non lu, les autres valeurs reprises de 2016',
    parametres: { ...COMPETITION, kiriage: true },
  },
  {
    id: 'wrc-2025',
    nom: 'WRC 2025',
    source:
      'World Riichi Championship Rules 2025 ; non établi par un texte public lu : le nagashi mangan et les 20 000 du chombo (repris d’EMA 2016)',
    // WRC Rules 2025: 13 counted han and more are a yakuman, and yakuman in one hand add up.
    parametres: {
      ...COMPETITION,
      kiriage: true,
      kazoe: 'yakuman',
      yakuman_multiples: true,
      double_ron: 'atamahane',
      batons_restants: 'perdus',
    },
  },
  {
    id: 'm-league',
    nom: 'M-League',
    source:
      'Règlement officiel de la M.League (saison 2024-2025) ; non établi par un texte public lu : le chombo (20 000 ou mangan selon les résumés), pas de manche d’Ouest, les bâtons restants',
    parametres: {
      ...JAPANESE,
      uma: [30000, 10000, -10000, -30000],
      kiriage: true,
      yakuman_multiples: true,
      double_ron: 'atamahane',
      nagashi: true,
    },
  },
  {
    id: 'saikouisen',
    nom: 'Saikouisen',
    source:
      'Règles du Saikouisen (最高位戦日本プロ麻雀協会), 2024 ; seuls départ, uma et atamahane établis, les autres valeurs sont un choix de l’application',
    // One winner per discard: the player nearest the discarder's right takes it.
    parametres: {
      ...COMPETITION,
      uma: [30000, 10000, -10000, -30000],
      kiriage: true,
      double_ron: 'atamahane',
    },
  },
  {
    id: 'tenhou',
    nom: 'Tenhou',
    source:
      'Règles des salles classées de Tenhou (tenhou.net), 2024, et ses journaux de parties ; le chombo (mangan à la table) est un choix de l’application',
    parametres: {
      ...JAPANESE,
      uma: [20000, 10000, -10000, -20000],
      kazoe: 'yakuman',
      yakuman_multiples: true,
      abandons: true,
      nagashi: true,
      // A double ron: honba and every stick to the winner nearest the discarder's right (Tenhou's logs).
      pot_double_ron: 'amont',
      // West is played when nobody has 30 000 after South 4, and ends as soon as somebody has.
      prolongation: { mode: 'seuil', points: 30000 },
      chombo: { mode: 'mangan_table', points: 0 },
      egalite: 'siege',
    },
  },
  {
    id: 'mahjong-soul',
    nom: 'Mahjong Soul',
    source:
      'Règles des parties classées de Mahjong Soul (Yostar), 2024, et ses journaux de parties (points finaux, uma) ; les autres valeurs reprises de Tenhou, non établies pour Mahjong Soul',
    parametres: {
      // Its logs write (score − 25 000) / 1 000 + uma 15/5/−5/−15: returned at the start, no oka.
      ...JAPANESE,
      retour: 25000,
      kazoe: 'yakuman',
      yakuman_multiples: true,
      abandons: true,
      nagashi: true,
      // A double ron: honba and every stick to the winner nearest the discarder's right (Tenhou's logs).
      pot_double_ron: 'amont',
      // West is played when nobody has 30 000 after South 4, and ends as soon as somebody has.
      prolongation: { mode: 'seuil', points: 30000 },
      chombo: { mode: 'mangan_table', points: 0 },
      egalite: 'siege',
    },
  },
];

export const PRESET_IDS: readonly PresetId[] = PRESETS.map((preset) => preset.id);

/** The preset of an id known valid. */
export const presetOf = (id: PresetId): Preset => PRESETS.find((preset) => preset.id === id) as Preset;
