/** The repositories (SQL per table family), bound to the database or to one transaction. */
import type { Db } from '../db/client';
import { gamesRepository, type GamesRepository } from './games';
import { rondesRepository, type RondesRepository } from './rondes';
import { tournamentsRepository, type TournamentsRepository } from './tournaments';
import { usersRepository, type UsersRepository } from './users';

export interface Repositories {
  users: UsersRepository;
  tournaments: TournamentsRepository;
  games: GamesRepository;
  rondes: RondesRepository;
}

/** The repositories bound to a database or to a transaction. */
export function repositories(db: Db): Repositories {
  return {
    users: usersRepository(db),
    tournaments: tournamentsRepository(db),
    games: gamesRepository(db),
    rondes: rondesRepository(db),
  };
}

/** Runs `work` in one transaction with repositories bound to it: all of it applies, or none. */
export type Transaction = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;
