/**
 * The one database schema (drizzle pg-core), shared by PGlite and PostgreSQL.
 * Migrations in `apps/server/drizzle/` are generated from this file with `pnpm db:generate`.
 *
 * A game's scores are never edited in place: `rounds` is the source of truth and the state columns of
 * `games` are a cache of the domain's replay, rewritten in the same transaction as every round change.
 */
import { STATES, type RulesChoice, type Wind } from '@mj/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    pseudo: text('pseudo').notNull(),
    email: text('email').notNull().default(''),
    provider: text('provider', { enum: ['local', 'google'] }).notNull(),
    /** scrypt hash (see auth/passwords.ts); null for Google accounts and deleted accounts. */
    passwordHash: text('password_hash'),
    firebaseUid: text('firebase_uid').unique(),
    /** Bumped by logout and account deletion: local tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when the account was deleted: the row stays as the anonymous player of its games. */
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * The pseudo's look-alike key (auth/pseudo-key.ts): two accounts never share it. Filled at start for
     * rows from before it existed; of two such rows that collide, the later gets `key#id`.
     */
    pseudoKey: text('pseudo_key'),
    /** Set by logout: Google tokens issued before it are refused (local tokens have `tokenVersion`). */
    tokensNotBefore: timestamptz('tokens_not_before'),
    /**
     * The device sessions signed out one by one (auth/sessions.ts): session key → the second after which
     * the key can be forgotten (its tokens have expired). Emptied when every session ends at once.
     */
    endedSessions: jsonb('ended_sessions').$type<Record<string, number>>().notNull().default({}),
    // The player's civil identity for organisers and the EMA (null until the player fills it in).
    prenom: text('prenom'),
    nom: text('nom'),
    /** Eight digits kept as text: the leading two name the country (04 is France). */
    numeroEma: text('numero_ema'),
    /** ISO 3166-1 alpha-2. */
    pays: text('pays'),
    club: text('club'),
  },
  (t) => [
    uniqueIndex('users_pseudo_lower_key').on(sql`lower(${t.pseudo})`),
    uniqueIndex('users_pseudo_key_key').on(t.pseudoKey),
  ],
);

/**
 * A league (« ligue »): a club or a circuit whose members' games count in its seasons. Its admins are
 * members flagged `admin`; `invitationJeton` is the join link (`/ligues/rejoindre/{jeton}`), null until made.
 */
export const leagues = pgTable('ligues', {
  id: text('id').primaryKey(),
  nom: text('nom').notNull(),
  invitationJeton: text('invitation_jeton').unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const leagueMembers = pgTable(
  'ligue_membres',
  {
    leagueId: text('ligue_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    admin: boolean('admin').notNull().default(false),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('ligue_membres_user_idx').on(t.userId)],
);

/** A season of a league: its days (both included), its measure; standings are computed at every read. */
export const seasons = pgTable(
  'saisons',
  {
    id: text('id').primaryKey(),
    leagueId: text('ligue_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    mesure: text('mesure', { enum: ['somme', 'moyenne', 'meilleures', 'note'] }).notNull(),
    meilleures: integer('meilleures'),
    minParties: integer('min_parties').notNull().default(0),
    /** Only games under these rules count (null: any). */
    regles: jsonb('regles').$type<RulesChoice>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('saisons_ligue_idx').on(t.leagueId)],
);
export interface StoredTeam {
  nom: string;
  joueurs: string[];
}

export interface StoredStage {
  numero: number;
  nom: string;
  qualifies: number;
  report: 1 | 0.5 | 0;
  joueurs: string[];
  premiere_ronde: number;
  cree_le: string;
}

export const tournaments = pgTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    nom: text('nom').notNull(),
    dateDebut: timestamptz('date_debut').notNull(),
    dateFin: timestamptz('date_fin'),
    etat: text('etat', { enum: STATES }).notNull(),
    classementVisible: boolean('classement_visible').notNull(),
    /** A preset id or {base, ...overrides} (docs/api-contract.md, « règles »), as the admin chose it. */
    regles: jsonb('regles').$type<RulesChoice>().notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    /** The public screen's token (`/ecran/{jeton}`), null while no screen is shared. */
    ecranJeton: text('ecran_jeton').unique(),
    /** `arbitre`: a finished game counts in the ranking once an admin or referee has validated it. */
    validationFeuilles: text('validation_feuilles', { enum: ['aucune', 'arbitre'] })
      .notNull()
      .default('aucune'),
    /** How tied totals are placed: shared place, or raw points, then best game, then first places. */
    departage: text('departage', { enum: ['partage', 'points'] })
      .notNull()
      .default('partage'),
    /** Self-registration by link (`/inscription/{jeton}`): open or closed, places (null: no limit). */
    inscriptionsOuvertes: boolean('inscriptions_ouvertes').notNull().default(false),
    places: integer('places'),
    /** Beyond the places, sign-ups wait in order (false: a full tournament refuses them). */
    listeAttente: boolean('liste_attente').notNull().default(true),
    inscriptionJeton: text('inscription_jeton').unique(),
    /** The venue's check-in code (`/pointage/{jeton}`), shown as a QR code by the admin. */
    pointageJeton: text('pointage_jeton').unique(),
    /** Where it is played, for the EMA's results workbook (country: ISO 3166-1 alpha-2). */
    ville: text('ville'),
    pays: text('pays'),
    /** The rondes the admin plans (null: not said): the seating plans its schedule that far. */
    rondesPrevues: integer('rondes_prevues'),
    /** Players kept at one table in every ronde (a wheelchair, a table by the door): id → table number. */
    tablesFixes: jsonb('tables_fixes').$type<Record<string, number>>().notNull().default({}),
    /** The league whose seasons its games count in (its admin attached it), or null. */
    leagueId: text('ligue_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** Teams whose members never share a table, and how many best members count (null: all). */
    equipes: jsonb('equipes').$type<StoredTeam[]>().notNull().default([]),
    equipesComptees: integer('equipes_comptees'),
    /** The seating keeps members of one club at separate tables where it costs no more repeats. */
    separerClubs: boolean('separer_clubs').notNull().default(true),
    /** The stages cut from the ranking, in order. */
    phases: jsonb('phases').$type<StoredStage[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('tournaments_admin_idx').on(t.adminId), index('tournaments_ligue_idx').on(t.leagueId)],
);

export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** Keeps `joueurs` in the order the admin listed them. */
    position: integer('position').notNull(),
    /** Marked absent by the admin: left out of the next rondes by default. */
    absent: boolean('absent').notNull().default(false),
    /** Checked in on the day (by the admin, a referee, or the venue's QR code). */
    present: boolean('present').notNull().default(false),
    /** A substitute: ranked like anyone, flagged wherever the ranking shows. */
    remplacant: boolean('remplacant').notNull().default(false),
    /** When the player left the waiting list for a place (their tournaments page tells them). */
    promuLe: timestamptz('promu_le'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_players_user_idx').on(t.userId),
  ],
);

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    nom: text('nom').notNull(),
    /** Four user ids in seat order (index 0 is the first dealer). */
    joueurs: text('joueurs').array().notNull(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    tournamentId: text('tournament_id').references(() => tournaments.id),
    /** The league it was played for, chosen at creation (a tournament's games: see the tournament's). */
    leagueId: text('ligue_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** Entered from final scores: no rounds. */
    manual: boolean('manual').notNull().default(false),
    /** The rules the game plays (its tournament's, or chosen for a casual game); classic before they existed. */
    regles: jsonb('regles').$type<RulesChoice>().notNull().default('classic'),
    etat: text('etat', { enum: STATES }).notNull(),
    dateDebut: timestamptz('date_debut').notNull(),
    dateFin: timestamptz('date_fin'),
    // Cache of the domain's replay of `rounds` (final scores once finished).
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    vent: text('vent').$type<Wind>().notNull(),
    tourActuel: integer('tour_actuel').notNull(),
    dealerStack: integer('dealer_stack').notNull(),
    riichiStack: integer('riichi_stack').notNull(),
    nbTours: integer('nb_tours').notNull().default(0),
    /** Chombos per player, counted from the rounds: the ranking needs them without reading every round. */
    chombos: jsonb('chombos').$type<Record<string, number>>().notNull().default({}),
    /** Ronde number and table number of a game created by a ronde (null for the others). */
    ronde: integer('ronde'),
    tableNumber: integer('table_number'),
    /**
     * Counts in the ranking only once validated: the tournament asks for signed sheets, or final scores
     * were entered by a plain player.
     */
    validationRequired: boolean('validation_required').notNull().default(false),
    validatedBy: text('validated_by').references(() => users.id),
    validatedAt: timestamptz('validated_at'),
    /**
     * Why the game needs a validation whatever the tournament's sheets setting says (null: only when the
     * tournament asks for signed sheets). `joueur`: a tournament game a player made up (neither a
     * ronde's table nor created by the admin or a referee), which its three other players may confirm
     * instead; `scores`: final scores a plain player entered.
     */
    validationReason: text('validation_reason', { enum: ['joueur', 'scores'] }),
    /** The players who confirmed a `joueur` game's result (reset by any later change). */
    confirmations: text('confirmations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * An online game imported from its log (POST /parties/import): the platform and format, the log's own
     * id where it has one, and the sha-256 of the game it describes (`logFingerprint`), each unique so that
     * the same game is imported once. Null for the others.
     */
    importPlateforme: text('import_plateforme', { enum: ['tenhou', 'mahjong-soul', 'mjai'] }),
    importFormat: text('import_format', { enum: ['tenhou6', 'mjlog', 'mjai'] }),
    importLogId: text('import_log_id'),
    importEmpreinte: text('import_empreinte'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * One more at every change of the row (trigger `games_version`, migration 0013): a live event names
     * the version its write started from, so a stream knows whether the state it sent already shows it.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('games_joueurs_idx').using('gin', t.joueurs),
    index('games_creator_idx').on(t.creatorId),
    index('games_tournament_idx').on(t.tournamentId),
    index('games_ligue_idx').on(t.leagueId),
    uniqueIndex('games_tournament_ronde_table_key').on(t.tournamentId, t.ronde, t.tableNumber),
    uniqueIndex('games_import_empreinte_key').on(t.importEmpreinte),
    uniqueIndex('games_import_log_key').on(t.importPlateforme, t.importLogId),
  ],
);

/**
 * A tournament's rondes: every table starts together. The primary key makes a second writer of the same
 * number fail (two admin taps at once create one ronde). The clock is server time: `horlogeFin` while it
 * runs, `horlogeRestantMs` while paused, both null before it starts.
 */
export const rondes = pgTable(
  'rondes',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    mode: text('mode', { enum: ['equilibre', 'suisse', 'paliers'] }).notNull(),
    /** The seating's seed, so that a ronde's tables can be generated again. */
    seed: integer('seed').notNull(),
    dureeMinutes: integer('duree_minutes').notNull().default(90),
    horlogeFin: timestamptz('horloge_fin'),
    horlogeRestantMs: integer('horloge_restant_ms'),
    /** Extra minutes given to single tables, by table number. */
    supplements: jsonb('supplements').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.numero] })],
);

export const rounds = pgTable(
  'rounds',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 0-based position in the game; the primary key makes a second writer of the same index fail. */
    roundIndex: integer('round_index').notNull(),
    /** The round as validated by the domain (`tour` of a history entry). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Who entered the round (null for rounds entered before authors were kept, or a deleted account's). */
    authorId: text('author_id').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Who last corrected the round, and when (null until corrected). */
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.roundIndex] })],
);

/** Sign-ups beyond a tournament's places, first come first served (`position` grows). */
export const tournamentWaitlist = pgTable(
  'tournament_waitlist',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_waitlist_user_idx').on(t.userId),
  ],
);

/**
 * A player's profile shared with one tournament's admin and referees (by joining through its link,
 * checking in, or by hand). `frozen` is the profile as it stood when the tournament finished: its
 * results keep it, whatever later happens to the account.
 */
export const tournamentIdentities = pgTable(
  'tournament_identities',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    sharedAt: timestamptz('shared_at').notNull().defaultNow(),
    frozen: jsonb('frozen').$type<FrozenProfile>(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/** The profile fields an organiser reads (the contract's `Profile`). */
export interface FrozenProfile {
  prenom: string | null;
  nom: string | null;
  numero_ema: string | null;
  pays: string | null;
  club: string | null;
}

/**
 * Casual games a player left: hidden from that player's lists and statistics, still in their
 * export; the game itself, its players and scores do not change.
 */
export const hiddenGames = pgTable(
  'hidden_games',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    hiddenAt: timestamptz('hidden_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * First response of a round post per `Idempotency-Key`, replayed verbatim for the same key and body
 * (a different body under the same key is refused: `bodyHash`); keys expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request (canonical JSON of body and index); '' for keys stored before it existed. */
    bodyHash: text('body_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    /** The JSON text as first sent (text, not jsonb, so that a replay is byte for byte the same). */
    response: text('response').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.key] })],
);

/** Every write to a game, oldest first (`id` orders them): who, when, and the round before and after. */
export const gameJournal = pgTable(
  'game_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    userId: text('user_id').references(() => users.id),
    action: text('action', {
      enum: [
        'ajout',
        'correction',
        'suppression',
        'annulation',
        'fin',
        'validation',
        'scores_finaux',
        'confirmation',
        'revalidation',
        'import',
      ],
    }).notNull(),
    roundIndex: integer('round_index'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('game_journal_game_idx').on(t.gameId, t.id)],
);

/** A tournament's referees: the admin's rights at the tables, none of the admin's own. */
export const tournamentReferees = pgTable(
  'tournament_referees',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_referees_user_idx').on(t.userId),
  ],
);

/**
 * Penalties given by an admin or a referee, in tenths of ranking points (−100 = −10,0). A removed penalty
 * keeps its row (who removed it and when) and stops counting.
 */
export const penalties = pgTable(
  'penalties',
  {
    id: text('id').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenths: integer('tenths').notNull(),
    motif: text('motif').notNull(),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
    removedBy: text('removed_by').references(() => users.id),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [index('penalties_tournament_idx').on(t.tournamentId)],
);

export type UserRow = typeof users.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type RondeRow = typeof rondes.$inferSelect;
export type JournalRow = typeof gameJournal.$inferSelect;
export type PenaltyRow = typeof penalties.$inferSelect;
export type LeagueRow = typeof leagues.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;

/**
 * Login failures per (pseudo, address) and per address (auth/login-throttle.ts), shared by every server
 * process; forgotten an hour after the last failure, capped in number.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailure: timestamptz('last_failure').notNull(),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailure)],
);

/**
 * Open live streams per holder (`utilisateur:<id>`, `ecran:<address>`) and per server process, so that
 * the per-holder caps count the streams of every process (events/stream-places.ts). A row counts while
 * its process keeps refreshing `seen` (a crashed process's rows stop counting after their lease).
 */
export const openStreams = pgTable(
  'flux_ouverts',
  {
    process: text('processus').notNull(),
    holder: text('titulaire').notNull(),
    count: integer('nombre').notNull(),
    seen: timestamptz('vu_le').notNull(),
  },
  (t) => [
    primaryKey({ name: 'flux_ouverts_pkey', columns: [t.process, t.holder] }),
    index('flux_ouverts_titulaire_idx').on(t.holder),
  ],
);
