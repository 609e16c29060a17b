/**
 * Accounts: sign-up, sign-in (password or Google), pseudo change, sign-out, the caller's data (GDPR
 * export) and deletion. Routes parse and answer; everything between is here.
 */
import type {
  AuthResponse,
  ChangePseudoRequest,
  Credentials,
  Game,
  LogoutRequest,
  MyDataExport,
  User,
} from '@mj/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_PSEUDO_LENGTH,
  MESSAGES,
  normalizePseudo,
  STACKED_MARKS,
  validateProfile,
  validatePseudoChange,
  type Result,
} from '@mj/domain';
import { FirebaseAccountsError, type FirebaseAccounts } from '../auth/firebase-accounts';
import { type FirebaseIdentity, type FirebaseVerifier } from '../auth/firebase-token';
import { checkGoogleSession, googleIdentity } from '../auth/google-identity';
import type { LocalTokens } from '../auth/local-token';
import type { CheckBudget } from '../auth/check-budget';
import type { DeviceCookies } from '../auth/device-cookie';
import type { HashQueue } from '../auth/hash-queue';
import type { LoginThrottle } from '../auth/login-throttle';
import { isReservedPseudo } from '../auth/pseudo-key';
import type { DeviceSession } from '../auth/sessions';
import { hashPassword, verifyPassword, type ScryptCost } from '../auth/passwords';
import type { UserRow } from '../db/schema';
import { ApiError, conflict, forbidden, serviceUnavailable, unauthorized, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import { PseudoTakenError } from '../repositories/users';
import { toGame, toOwnUser, toTournament, toUser } from '../wire';
import { readableGames } from './access';
import { historyWithMeta, replayStored } from './replay';

const MIN_PASSWORD_LENGTH = 6;

/** What signing in needs: the repositories and the app's credential tools (the app's decorators). */
export interface SignInTools {
  repos: Repositories;
  scryptCost: ScryptCost;
  localTokens: LocalTokens;
  loginThrottle: LoginThrottle;
  hashQueue: HashQueue;
  checkBudget: CheckBudget;
  deviceCookies: DeviceCookies;
  /** A hash to check unknown pseudos against, so that they cost the same time as a wrong password. */
  dummyPasswordHash: () => Promise<string>;
  /** Undefined when no Firebase project is configured (Google sign-in disabled). */
  verifyFirebaseToken: FirebaseVerifier | undefined;
}

/**
 * A pseudo as stored (domain rules), refused when it passes for a deleted account in any spelling or
 * stacks marks.
 */
function checkedPseudo(raw: string, validate: (raw: string) => Result<string> = normalizePseudo): string {
  const pseudo = validate(raw);
  if (!pseudo.ok) throw unprocessable(pseudo.error);
  if (isReservedPseudo(pseudo.value)) throw unprocessable(MESSAGES.pseudoReserved);
  if (STACKED_MARKS.test(pseudo.value)) throw unprocessable(SERVER_MESSAGES.stackedMarks);
  return pseudo.value;
}

async function withUniquePseudo<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PseudoTakenError) throw conflict(SERVER_MESSAGES.pseudoTaken);
    throw error;
  }
}

/** The caller's account with a fresh local token. */
async function signedIn(tools: SignInTools, user: UserRow): Promise<AuthResponse> {
  const token = await tools.localTokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
  return { ...toUser(user, true), token };
}

/** POST /users/register: a local account, signed in. */
export async function register(tools: SignInTools, credentials: Credentials): Promise<AuthResponse> {
  const pseudo = checkedPseudo(credentials.pseudo);
  if (credentials.password.length < MIN_PASSWORD_LENGTH)
    throw unprocessable(SERVER_MESSAGES.passwordTooShort);
  if (await tools.repos.users.pseudoExists(pseudo)) throw conflict(SERVER_MESSAGES.pseudoTaken);
  const passwordHash = await tools.hashQueue.run(() => hashPassword(credentials.password, tools.scryptCost));
  const user = await withUniquePseudo(() =>
    tools.repos.users.create({ pseudo, provider: 'local', passwordHash }),
  );
  return signedIn(tools, user);
}

const tooManyLogins = (wait: number) =>
  new ApiError(429, SERVER_MESSAGES.tooManyLogins(wait), { 'retry-after': String(wait) });

/** Where a sign-in comes from: the client's address (an IPv6 client's /64) and its `Cookie` header. */
export interface LoginOrigin {
  address: string;
  cookies: string | undefined;
}

/**
 * POST /users/login: a local account's password checked, behind the login throttle, the address's
 * budget of checks and the hashing queue's lanes. A device that signed in to the account before (its
 * device cookie) is trusted: none of the address's counts apply to it. A success answers the device
 * cookie to keep (`setCookie`).
 */
export async function login(
  tools: SignInTools,
  credentials: Credentials,
  { address, cookies }: LoginOrigin,
): Promise<AuthResponse & { setCookie: string }> {
  const { pseudo, password } = credentials;
  const stored = pseudo.normalize('NFC').trim();
  const user = stored ? await tools.repos.users.findActiveByPseudo(stored) : undefined;
  const device = user ? tools.deviceCookies.trusted(cookies, user.id) : undefined;
  const attempt = { address, pseudo, known: user !== undefined, device };
  if (!device) {
    const wait = tools.checkBudget.spend(address, attempt.known);
    if (wait > 0) throw tooManyLogins(wait);
  }
  // Counted as a failure from here on, so that a burst of parallel guesses is throttled too.
  const wait = await tools.loginThrottle.begin(attempt);
  if (wait > 0) throw tooManyLogins(wait);
  // Unknown pseudo or Google account: check against a dummy hash so every failure costs the same.
  const valid = await tools.hashQueue.run(
    async () => verifyPassword(password, user?.passwordHash ?? (await tools.dummyPasswordHash())),
    device && user ? `compte:${user.id}` : `adresse:${address}`,
  );
  if (!user?.passwordHash || !valid) throw unauthorized(SERVER_MESSAGES.badCredentials);
  await tools.loginThrottle.recordSuccess(attempt);
  return { ...(await signedIn(tools, user)), setCookie: tools.deviceCookies.issue(user.id) };
}

/** Google sign-up: the display name, else the email's local part, made unique with a number. */
async function createGoogleUser(repos: Repositories, identity: FirebaseIdentity): Promise<UserRow> {
  const candidates = [identity.name, identity.email.split('@')[0], 'Joueur'].map((raw) =>
    normalizePseudo([...(raw ?? '').normalize('NFC').trim()].slice(0, MAX_PSEUDO_LENGTH).join('')),
  );
  const usable = candidates.flatMap((candidate) =>
    candidate.ok && !isReservedPseudo(candidate.value) ? [candidate.value] : [],
  );
  const base = usable[0] ?? 'Joueur';
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const suffix = attempt === 1 ? '' : ` ${attempt}`;
    const pseudo = `${base.slice(0, MAX_PSEUDO_LENGTH - suffix.length)}${suffix}`;
    if (await repos.users.pseudoExists(pseudo)) continue;
    try {
      return await repos.users.create({
        pseudo,
        email: identity.email,
        provider: 'google',
        firebaseUid: identity.uid,
      });
    } catch (error) {
      if (error instanceof PseudoTakenError) continue;
      // The same Google account signing in twice at once: the other request created it.
      const existing = await repos.users.findByFirebaseUid(identity.uid);
      if (existing) return existing;
      throw error;
    }
  }
  throw conflict(SERVER_MESSAGES.pseudoTaken);
}

/** POST /users/google-login: the account of a Firebase ID token, created on first sign-in. */
export async function googleLogin(tools: SignInTools, token: string): Promise<User> {
  if (!tools.verifyFirebaseToken) throw unauthorized(SERVER_MESSAGES.googleNotConfigured);
  const identity = await googleIdentity(tools.verifyFirebaseToken, token);
  const existing = await tools.repos.users.findByFirebaseUid(identity.uid);
  if (existing) checkGoogleSession(identity, existing);
  return toUser(existing ?? (await createGoogleUser(tools.repos, identity)), true);
}

/** PATCH /users/pseudo: only one's own account. */
export async function changePseudo(
  repos: Repositories,
  user: UserRow,
  change: ChangePseudoRequest,
): Promise<User> {
  if (change.user_id !== user.id) throw forbidden(SERVER_MESSAGES.notYourAccount);
  const pseudo = checkedPseudo(change.new_pseudo, (raw) => validatePseudoChange(raw, user.pseudo));
  const updated = await withUniquePseudo(() => repos.users.updatePseudo(user.id, pseudo));
  return toUser(updated, true);
}

/** PATCH /users/profil: the caller's name, EMA number, country and club (only the fields sent). */
export async function editProfile(repos: Repositories, user: UserRow, input: unknown): Promise<User> {
  const profile = validateProfile(input);
  if (!profile.ok) throw unprocessable(profile.error);
  if (Object.values(profile.value).some((value) => value !== null && STACKED_MARKS.test(value)))
    throw unprocessable(SERVER_MESSAGES.stackedMarks);
  // Unknown fields are stripped by the schema: what is left may be nothing to change.
  if (Object.keys(profile.value).length === 0) throw unprocessable(MESSAGES.profileMalformed);
  const { numero_ema: numeroEma, ...rest } = profile.value;
  const updated = await repos.users.updateProfile(user.id, {
    ...rest,
    ...(numeroEma !== undefined ? { numeroEma } : {}),
  });
  return toOwnUser(updated);
}

/** GET /users/users: every player; only the caller's own email is shown. */
export async function listUsers(repos: Repositories, caller: UserRow): Promise<User[]> {
  return (await repos.users.list()).map((user) => toUser(user, user.id === caller.id));
}

/** GET /users/mes-parties: the games the caller plays, or created and still may read. */
export async function myGames(repos: Repositories, user: UserRow): Promise<Game[]> {
  return (await readableGames(repos, user, await repos.games.listForUser(user.id))).map(toGame);
}

/**
 * POST /users/logout: the caller's session on this device ends; with `partout`, every session of the
 * account, local tokens and Google sign-ins alike.
 */
export async function logout(
  repos: Repositories,
  user: UserRow,
  session: DeviceSession,
  request: LogoutRequest,
  now: Date,
): Promise<void> {
  if (request.partout === true) await repos.users.endAllSessions(user.id, now);
  else await repos.users.endSession(user.id, session, now);
}

/** What deleting an account needs (the app's decorators and its logger). */
export interface AccountDeletionTools {
  repos: Repositories;
  transaction: Transaction;
  /** Undefined when Google sign-in is off or has no way to delete Firebase records (a start warning). */
  firebaseAccounts: FirebaseAccounts | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * DELETE /users/me: the account goes; its games keep an anonymous player. Refused while the user still
 * administers a tournament: nobody could manage it afterwards, so they hand it over first.
 * A Google account's Firebase record goes first: if Firebase cannot be reached, nothing is
 * deleted and the caller retries (503).
 */
export async function deleteAccount(
  { repos, transaction, firebaseAccounts, log }: AccountDeletionTools,
  user: UserRow,
): Promise<void> {
  const stillAdmin = async (tournaments: Repositories['tournaments']) => {
    const administered = await tournaments.firstAdministeredBy(user.id);
    if (administered !== undefined) throw conflict(SERVER_MESSAGES.stillTournamentAdmin(administered));
  };
  await stillAdmin(repos.tournaments);
  if (user.firebaseUid && firebaseAccounts) {
    try {
      await firebaseAccounts.deleteUser(user.firebaseUid);
    } catch (error) {
      if (!(error instanceof FirebaseAccountsError)) throw error;
      log.warn({ err: error }, 'fiche Firebase non supprimée : compte gardé');
      throw serviceUnavailable(SERVER_MESSAGES.firebaseDeletionUnavailable, 30);
    }
  }
  // Checked again with the account's row locked, the hand-over's lock too: a tournament handed to this
  // user while Firebase was asked is seen here, and the deletion is refused rather than leaving it to
  // « Joueur anonyme » (a Google account's Firebase record may then be gone already: the next Google
  // sign-in makes a new one, and the hand-over back lets the deletion go through).
  await transaction(async (tx) => {
    await tx.users.lock(user.id);
    await stillAdmin(tx.tournaments);
    await tx.users.anonymize(user.id);
  });
}

/** GET /users/me/export: everything the server keeps about the caller, as JSON (GDPR art. 15 and 20). */
export async function exportAccount(repos: Repositories, user: UserRow, now: Date): Promise<MyDataExport> {
  const games = await readableGames(repos, user, await repos.games.listForUser(user.id, { withLeft: true }));
  const left = await repos.games.leftIds(user.id);
  const tournaments = await repos.tournaments.listForUser(user.id);
  const parties = [];
  for (const game of games) {
    const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
    parties.push({
      ...toGame(game),
      quittee: left.has(game.id),
      tours: historyWithMeta(replayStored(game, rounds).history, metas),
    });
  }
  return {
    exporte_le: now.toISOString(),
    compte: { ...toOwnUser(user), cree_le: user.createdAt.toISOString() },
    parties,
    tournois: tournaments.map(toTournament),
  };
}
