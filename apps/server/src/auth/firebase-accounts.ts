/**
 * Deleting a Google account's Firebase record (email, name, photo) when the account is deleted (no
 * personal data left with Google once the player left the app), server-side through the Identity
 * Toolkit REST API, the call the Admin SDK's
 * `auth().deleteUser(uid)` makes: `POST …/v1/projects/<project>/accounts:delete` with `{"localId": uid}`.
 *
 * - With the Auth emulator: `http://<host>/identitytoolkit.googleapis.com/…`, authorised by
 *   `Bearer owner` (the emulator's administrator credential).
 * - Otherwise: the project's service account key (the JSON file of Firebase's console, « Comptes de
 *   service », named by GOOGLE_APPLICATION_CREDENTIALS). Its access token comes from Google's token
 *   endpoint by the JWT bearer grant (RFC 7523; Google's "Using OAuth 2.0 for Server to Server
 *   Applications"): an RS256 assertion signed with the key, exchanged for a token kept until a minute
 *   before it expires.
 *
 * A uid Firebase no longer knows counts as deleted (a retry after a partial failure succeeds).
 */
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';

const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v1';
const TOKEN_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
const REQUEST_TIMEOUT_MS = 10_000;

/** Firebase could not be asked or refused: the account must not be deleted half. */
export class FirebaseAccountsError extends Error {}

export interface FirebaseAccounts {
  deleteUser(uid: string): Promise<void>;
}

export interface FirebaseAccountsOptions {
  projectId: string;
  /** `host:port` of the Auth emulator. */
  emulatorHost?: string | undefined;
  /** Path of the service account's JSON key. */
  credentialsFile?: string | undefined;
}

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/** Undefined when neither the emulator nor a service account key is configured. */
export function createFirebaseAccounts(options: FirebaseAccountsOptions): FirebaseAccounts | undefined {
  if (options.emulatorHost) {
    const base = `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`;
    return accountsApi(base, options.projectId, async () => 'owner');
  }
  if (options.credentialsFile) {
    return accountsApi(IDENTITY_TOOLKIT, options.projectId, serviceAccountTokens(options.credentialsFile));
  }
  return undefined;
}

function accountsApi(base: string, projectId: string, accessToken: () => Promise<string>): FirebaseAccounts {
  const url = `${base}/projects/${encodeURIComponent(projectId)}/accounts:delete`;
  return {
    async deleteUser(uid) {
      const response = await post(url, JSON.stringify({ localId: uid }), {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessToken()}`,
      });
      if (response.ok) return;
      const text = await response.text();
      if (text.includes('USER_NOT_FOUND')) return;
      throw new FirebaseAccountsError(`accounts:delete ${response.status} : ${text.slice(0, 300)}`);
    },
  };
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new FirebaseAccountsError(`${url} injoignable : ${(error as Error).message}`);
  }
}

/** Access tokens of a service account, fetched when needed and reused until a minute before they expire. */
function serviceAccountTokens(file: string): () => Promise<string> {
  const key = readServiceAccountKey(file);
  const tokenUri = key.token_uri ?? 'https://oauth2.googleapis.com/token';
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached && Date.now() < cached.until) return cached.token;
    const assertion = await new SignJWT({ scope: TOKEN_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(key.private_key, 'RS256'));
    const response = await post(
      tokenUri,
      new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    if (!response.ok) {
      throw new FirebaseAccountsError(`jeton du compte de service refusé : ${response.status}`);
    }
    const { access_token, expires_in } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    cached = { token: access_token, until: Date.now() + (expires_in - 60) * 1000 };
    return access_token;
  };
}

/** The key file, checked at start: a wrong path or file stops the server with a French message. */
function readServiceAccountKey(file: string): ServiceAccountKey {
  let key: Partial<ServiceAccountKey>;
  try {
    key = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceAccountKey>;
  } catch (error) {
    throw new Error(`GOOGLE_APPLICATION_CREDENTIALS illisible (${file}) : ${(error as Error).message}`);
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new Error(
      `GOOGLE_APPLICATION_CREDENTIALS (${file}) n’est pas une clé de compte de service (client_email, private_key).`,
    );
  }
  return { client_email: key.client_email, private_key: key.private_key, token_uri: key.token_uri };
}
