export const PLAYER_COUNT = 4;
