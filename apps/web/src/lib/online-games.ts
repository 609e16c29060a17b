import type { GameOrigin } from '@mj/api';

/** The platforms an online game comes from, as the app names them. */
export const PLATFORM_NAMES: Record<GameOrigin['plateforme'], string> = {
  tenhou: 'Tenhou',
  'mahjong-soul': 'Mahjong Soul',
  mjai: 'mjai',
};

/** « Importée de Tenhou (2019050417gm-0029-0000-4f2a8622) »: where an imported game comes from. */
export const importedFrom = (origine: GameOrigin): string =>
  `Importée de ${PLATFORM_NAMES[origine.plateforme]}${origine.id_journal ? ` (${origine.id_journal})` : ''}`;
