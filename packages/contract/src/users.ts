/** Users (/users/…): accounts, sessions, the caller's games, export and deletion. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, NoContent, Nullable, StringEnum, responses, operation } from './common';
import { Game } from './games';
import { HistoryEntry } from './rounds';
import { Tournament } from './tournaments';

export const Provider = StringEnum(['local', 'google']);
export type Provider = Static<typeof Provider>;

const ProfileText = Nullable(Type.String());

/**
 * Who the player is, for organisers and the EMA (null when unset). Only the account's owner, and the
 * admins and referees of their tournaments (GET /tournois/{id}/inscriptions), ever read them.
 */
export const Profile = Type.Object({
  prenom: ProfileText,
  nom: ProfileText,
  numero_ema: Nullable(
    Type.String({ description: '8 chiffres en texte (« 04160092 » : 04 est la France).' }),
  ),
  pays: Nullable(Type.String({ description: 'Code ISO 3166-1 alpha-2 (« FR »).' })),
  club: ProfileText,
});
export type Profile = Static<typeof Profile>;

/**
 * A user as the server returns it; `email` is `""` when absent or withheld. The profile fields come only
 * with the caller's own account (GET and PATCH /users/profil, the export), null when unset.
 */
export const User = Type.Object({
  user_id: Id,
  pseudo: Type.String(),
  email: Type.String({ description: '"" quand absent ou quand ce n’est pas le compte de l’appelant.' }),
  provider: Provider,
  prenom: Type.Optional(ProfileText),
  nom: Type.Optional(ProfileText),
  numero_ema: Type.Optional(ProfileText),
  pays: Type.Optional(ProfileText),
  club: Type.Optional(ProfileText),
});
export type User = Static<typeof User>;

/** The user the client holds in its session: the same fields as a listed user. */
export type SessionUser = User;

export const Credentials = Type.Object(
  { pseudo: Type.String({ maxLength: 200 }), password: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);
export type Credentials = Static<typeof Credentials>;

/** Register and login answer with the server's own token (local accounts). */
export const AuthResponse = Type.Object({
  user_id: Id,
  pseudo: Type.String(),
  email: Type.String(),
  token: Type.String(),
});
export type AuthResponse = Static<typeof AuthResponse>;

export const GoogleLoginRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 8192 }) },
  { additionalProperties: false },
);
export type GoogleLoginRequest = Static<typeof GoogleLoginRequest>;

/** Google login answers without a token: the Firebase ID token stays the bearer. */
export type GoogleLoginResponse = User;

export const ChangePseudoRequest = Type.Object(
  { user_id: Type.String({ maxLength: 200 }), new_pseudo: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type ChangePseudoRequest = Static<typeof ChangePseudoRequest>;

/** POST /users/logout: no body (or `partout` false) ends this device's session; `partout` true, all of them. */
export const LogoutRequest = Type.Object(
  { partout: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type LogoutRequest = Static<typeof LogoutRequest>;

/** `GET /users/me/export` (beyond the spec): everything the server keeps about the caller. */
export const MyDataExport = Type.Object({
  exporte_le: IsoDate,
  compte: Type.Composite([User, Type.Object({ cree_le: IsoDate })]),
  parties: Type.Array(
    Type.Composite([
      Game,
      Type.Object({
        /** The caller left (hid) this game: it is out of their lists, still theirs to export. */
        quittee: Type.Boolean(),
        tours: Type.Array(HistoryEntry),
      }),
    ]),
  ),
  tournois: Type.Array(Tournament),
});
export type MyDataExport = Static<typeof MyDataExport>;

/** PATCH /users/profil: only the fields sent change; null or "" clears one. */
export const ProfileRequest = Type.Object(
  {
    prenom: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    nom: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    numero_ema: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    pays: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    club: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileRequest = Static<typeof ProfileRequest>;

/** GET /users/profil */
export const getProfileRoute = operation('getProfile', 'Lire mon compte et mon profil.', {
  response: responses({ 200: User }),
});
/** PATCH /users/profil */
export const profileRoute = operation('editProfile', 'Changer mon prénom, nom, numéro EMA, pays ou club.', {
  body: ProfileRequest,
  response: responses({ 200: User }),
});
/** POST /users/register */
export const registerRoute = operation('register', 'Créer un compte local (pseudo et mot de passe).', {
  body: Credentials,
  response: responses({ 201: AuthResponse }),
});
/** POST /users/login */
export const loginRoute = operation('login', 'Se connecter avec un pseudo et un mot de passe.', {
  body: Credentials,
  response: responses({ 200: AuthResponse }),
});
/** POST /users/google-login */
export const googleLoginRoute = operation('googleLogin', 'Se connecter avec Google.', {
  body: GoogleLoginRequest,
  response: responses({ 200: User }),
});
/** PATCH /users/pseudo */
export const changePseudoRoute = operation('changePseudo', 'Changer mon pseudo.', {
  body: ChangePseudoRequest,
  response: responses({ 200: User }),
});
/** GET /users/users */
export const listUsersRoute = operation('listUsers', 'Lister les joueurs (pseudos).', {
  response: responses({ 200: Type.Array(User) }),
});
/** GET /users/mes-parties */
export const myGamesRoute = operation('myGames', 'Lister mes parties.', {
  response: responses({ 200: Type.Array(Game) }),
});
/** POST /users/logout */
export const logoutRoute = operation(
  'logout',
  'Se déconnecter de cet appareil, ou de tous avec `partout` (ferme aussi les flux en direct de ces sessions).',
  {
    body: LogoutRequest,
    response: responses({ 204: NoContent }),
  },
);
/** GET /users/me/export */
export const exportRoute = operation('export', 'Exporter mes données.', {
  response: responses({ 200: MyDataExport }),
});
/** DELETE /users/me */
export const deleteAccountRoute = operation('deleteAccount', 'Supprimer mon compte.', {
  response: responses({ 204: NoContent }),
});
