/** The repositories (SQL per table family), bound to the database or to one transaction. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { BusEvent } from '../events/bus';
import { gamesRepository, type GamesRepository } from './games';
import { leaguesRepository, type LeaguesRepository } from './leagues';
import { penaltiesRepository, type PenaltiesRepository } from './penalties';
import type { ReadCache } from './read-cache';
import { registrationsRepository, type RegistrationsRepository } from './registrations';
import { rondesRepository, type RondesRepository } from './rondes';
import { tournamentsRepository, type TournamentsRepository } from './tournaments';
import { usersRepository, type UsersRepository } from './users';

export interface Repositories {
  users: UsersRepository;
  tournaments: TournamentsRepository;
  games: GamesRepository;
  rondes: RondesRepository;
  penalties: PenaltiesRepository;
  registrations: RegistrationsRepository;
  leagues: LeaguesRepository;
  /** `select 1`: whether the database answers (the readiness check). */
  ping(): Promise<void>;
  /** Tournaments' standings already computed (the database's repositories only, never a transaction's). */
  standings?: ReadCache;
}

/** The repositories bound to a database (with its standings cache) or to a transaction (without). */
export function repositories(db: Db, standings?: ReadCache): Repositories {
  return {
    ...(standings ? { standings } : {}),
    users: usersRepository(db),
    tournaments: tournamentsRepository(db),
    games: gamesRepository(db),
    rondes: rondesRepository(db),
    penalties: penaltiesRepository(db),
    registrations: registrationsRepository(db),
    leagues: leaguesRepository(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

/**
 * Where a write says what it changed (the live events it causes); they go out once its transaction has
 * committed. Not the web app's outbox, which holds a phone's writes until the server takes them.
 */
export interface Changes {
  publish(event: BusEvent): void;
}

/**
 * Runs `work` in one transaction with repositories bound to it: all of it applies, or none. The events
 * it adds to `changes` are published after the commit, and dropped if the transaction fails.
 */
export type Transaction = <T>(work: (repos: Repositories, changes: Changes) => Promise<T>) => Promise<T>;
