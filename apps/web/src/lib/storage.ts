/**
 * localStorage that never throws: private browsing, a full quota or a disabled storage only get logged
 * (a failed read or write of storage is only logged: a full or blocked storage must not break a page).
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('Stockage local indisponible', error);
    return null;
  }
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch (error) {
      console.warn(`Lecture impossible de ${key}`, error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      storage()?.setItem(key, value);
    } catch (error) {
      console.warn(`Écriture impossible de ${key}`, error);
    }
  },
  remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch (error) {
      console.warn(`Suppression impossible de ${key}`, error);
    }
  },
  /** JSON read that treats a corrupt value like a missing one. */
  getJson<T>(key: string): T | null {
    const text = this.get(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      console.warn(`Valeur illisible pour ${key}`, error);
      return null;
    }
  },
};

/** The session's two persistent keys (the user and the token), plus the current game id. */
export const STORAGE_KEYS = {
  user: 'mahjong.user',
  token: 'mahjong.token',
  currentGame: 'mahjong.currentGameId',
} as const;
