/**
 * SQL for accounts. Pseudos are unique case-insensitively (unique index on lower(pseudo)) and by their
 * look-alike key (unique index on pseudo_key, auth/pseudo-key.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANONYMOUS_PSEUDO_PREFIX } from '@mj/domain';
import { pseudoKey } from '../auth/pseudo-key';
import type { DeviceSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users, type UserRow } from '../db/schema';

export const PSEUDO_INDEX = 'users_pseudo_lower_key';
export const PSEUDO_KEY_INDEX = 'users_pseudo_key_key';

export type ProfileColumns = Pick<UserRow, 'prenom' | 'nom' | 'numeroEma' | 'pays' | 'club'>;

export class PseudoTakenError extends Error {}

export interface NewUser {
  pseudo: string;
  email?: string;
  provider: 'local' | 'google';
  passwordHash?: string | null;
  firebaseUid?: string | null;
}

async function uniquePseudo<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PSEUDO_INDEX) || isUniqueViolation(error, PSEUDO_KEY_INDEX))
      throw new PseudoTakenError();
    throw error;
  }
}

export function usersRepository(db: Db) {
  return {
    async create(user: NewUser): Promise<UserRow> {
      const [row] = await uniquePseudo(() =>
        db
          .insert(users)
          .values({
            id: randomUUID(),
            pseudo: user.pseudo,
            pseudoKey: pseudoKey(user.pseudo),
            email: user.email ?? '',
            provider: user.provider,
            passwordHash: user.passwordHash ?? null,
            firebaseUid: user.firebaseUid ?? null,
          })
          .returning(),
      );
      return row as UserRow;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * An account that can sign in (deleted accounts are anonymous placeholders), by its pseudo in any
     * look-alike spelling; the exact pseudo first, for two accounts from before look-alike keys.
     */
    async findActiveByPseudo(pseudo: string): Promise<UserRow | undefined> {
      const exact = sql`lower(${users.pseudo}) = lower(${pseudo})`;
      const [row] = await db
        .select()
        .from(users)
        .where(and(or(exact, eq(users.pseudoKey, pseudoKey(pseudo))), isNull(users.deletedAt)))
        .orderBy(desc(exact))
        .limit(1);
      return row;
    },

    async findByFirebaseUid(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
      return row;
    },

    /** Taken, by this spelling or a look-alike one. */
    async pseudoExists(pseudo: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.pseudo}) = lower(${pseudo})`, eq(users.pseudoKey, pseudoKey(pseudo))))
        .limit(1);
      return row !== undefined;
    },

    async list(): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .orderBy(asc(sql`lower(${users.pseudo})`));
    },

    /** The ids among `ids` that belong to accounts not deleted. */
    async activeIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** The pseudo of each of `ids` (deleted accounts keep their anonymous pseudo). */
    async pseudosOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      // One array parameter, not one parameter per id: a season names hundreds of players, and the
      // embedded database parses and plans each parameter of an `in (…)` list.
      const rows = await db
        .select({ id: users.id, pseudo: users.pseudo })
        .from(users)
        .where(sql`${users.id} = any(${sql.param([...ids])}::text[])`);
      return new Map(rows.map((row) => [row.id, row.pseudo]));
    },

    async updatePseudo(id: string, pseudo: string): Promise<UserRow> {
      const [row] = await uniquePseudo(() =>
        db
          .update(users)
          .set({ pseudo, pseudoKey: pseudoKey(pseudo) })
          .where(eq(users.id, id))
          .returning(),
      );
      return row as UserRow;
    },

    /** The profile fields given (the others unchanged). */
    async updateProfile(id: string, changes: Partial<ProfileColumns>): Promise<UserRow> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row as UserRow;
    },

    /** The rows of `ids` (organisers read their players' profiles). */
    async findMany(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /**
     * Logout everywhere: every local token issued so far carries an older version and stops working, and
     * Google sign-ins from before `at` are refused; no session ended one by one needs remembering.
     */
    async endAllSessions(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, tokensNotBefore: at, endedSessions: {} })
        .where(eq(users.id, id));
    },

    /**
     * Logout on one device: its session's key joins the ended ones, in one statement (two devices
     * logging out at once both stay ended); keys whose tokens have all expired are dropped meanwhile.
     */
    async endSession(id: string, session: DeviceSession, at: Date): Promise<void> {
      const nowSeconds = Math.floor(at.getTime() / 1000);
      const ended = { [session.key]: session.until };
      await db
        .update(users)
        .set({
          endedSessions: sql`(
            select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
            from jsonb_each(${users.endedSessions} || ${JSON.stringify(ended)}::jsonb)
            where (value)::bigint > ${nowSeconds}
          )`,
        })
        .where(eq(users.id, id));
    },

    /**
     * Locks the account's row until the transaction ends. Deleting an account and handing a tournament
     * to it both take this lock first: whichever comes second sees what the first did (a new admin to
     * refuse the deletion, or an account gone to refuse the hand-over), never a tournament left to
     * « Joueur anonyme ».
     */
    async lock(id: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    /**
     * Account deletion: the row stays so that the games keep a player, but everything personal goes
     * (pseudo replaced by an anonymous one, email, password, Google link) and every token is revoked.
     */
    async anonymize(id: string): Promise<void> {
      const pseudo = `${ANONYMOUS_PSEUDO_PREFIX} ${randomBytes(4).toString('hex')}`;
      await db
        .update(users)
        .set({
          pseudo,
          pseudoKey: pseudoKey(pseudo),
          email: '',
          passwordHash: null,
          firebaseUid: null,
          prenom: null,
          nom: null,
          numeroEma: null,
          pays: null,
          club: null,
          deletedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/**
 * Fills the look-alike key of accounts from before it existed, oldest first. Two of them may collide
 * (« Elodie » and « Élodie »): both keep their pseudo, the later one gets a key of its own (`key#id`), and
 * nobody new can take either look-alike. Safe to run from several processes at once.
 */
export async function fillPseudoKeys(db: Db): Promise<number> {
  const rows = await db
    .select({ id: users.id, pseudo: users.pseudo })
    .from(users)
    .where(isNull(users.pseudoKey))
    .orderBy(asc(users.createdAt), asc(users.id));
  for (const row of rows) {
    const key = pseudoKey(row.pseudo);
    const fill = (value: string) =>
      db
        .update(users)
        .set({ pseudoKey: value })
        .where(and(eq(users.id, row.id), isNull(users.pseudoKey)));
    try {
      await fill(key);
    } catch (error) {
      if (!isUniqueViolation(error, PSEUDO_KEY_INDEX)) throw error;
      await fill(`${key}#${row.id}`);
    }
  }
  return rows.length;
}
