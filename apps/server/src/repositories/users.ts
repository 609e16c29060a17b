/** SQL for accounts. Pseudos are unique case-insensitively (unique index on lower(pseudo)). */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ANONYMOUS_PSEUDO_PREFIX } from '@mj/domain';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users, type UserRow } from '../db/schema';

export const PSEUDO_INDEX = 'users_pseudo_lower_key';

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
    if (isUniqueViolation(error, PSEUDO_INDEX)) throw new PseudoTakenError();
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

    /** An account that can sign in (deleted accounts are anonymous placeholders). */
    async findActiveByPseudo(pseudo: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.pseudo}) = lower(${pseudo})`, isNull(users.deletedAt)));
      return row;
    },

    async findByFirebaseUid(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
      return row;
    },

    async pseudoExists(pseudo: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.pseudo}) = lower(${pseudo})`);
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
      const rows = await db
        .select({ id: users.id, pseudo: users.pseudo })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.pseudo]));
    },

    async updatePseudo(id: string, pseudo: string): Promise<UserRow> {
      const [row] = await uniquePseudo(() =>
        db.update(users).set({ pseudo }).where(eq(users.id, id)).returning(),
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

    /** Logout: every local token issued so far carries an older version and stops working. */
    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },

    /**
     * Account deletion: the row stays so that the games keep a player, but everything personal goes
     * (pseudo replaced by an anonymous one, email, password, Google link) and every token is revoked.
     */
    async anonymize(id: string): Promise<void> {
      await db
        .update(users)
        .set({
          pseudo: `${ANONYMOUS_PSEUDO_PREFIX} ${randomBytes(4).toString('hex')}`,
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
