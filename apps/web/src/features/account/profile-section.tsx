import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, type User } from '@mj/api';
import { useEditProfileMutation, useGetProfileQuery } from '@mj/api/registration';
import { validateProfile } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { CountryField } from '../../components/country-field';

/*
 * No maxLength on the inputs: a browser cuts what goes beyond it without a word. A text too long is
 * refused whole, with the domain's message (the server's own check).
 */
const FIELDS = [
  { name: 'prenom', label: 'Prénom', autoComplete: 'given-name', hint: undefined },
  { name: 'nom', label: 'Nom', autoComplete: 'family-name', hint: undefined },
  {
    name: 'numero_ema',
    label: 'Numéro EMA',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: '8 chiffres\u00a0; les deux premiers désignent le pays (04 pour la France).',
  },
  { name: 'pays', label: 'Pays', autoComplete: 'country', hint: undefined },
  { name: 'club', label: 'Club', autoComplete: 'organization', hint: undefined },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;

const valuesOf = (user: User | undefined): Values => ({
  prenom: user?.prenom ?? '',
  nom: user?.nom ?? '',
  numero_ema: user?.numero_ema ?? '',
  pays: user?.pays ?? '',
  club: user?.club ?? '',
});

export const PROFILE_FALLBACK = 'Le profil n’a pas pu être enregistré.';
const PROFILE_LOAD_FALLBACK = 'Le profil n’a pas pu être chargé.';

/**
 * Who the player is, for organisers and the EMA: first and last name, EMA number, country and club.
 * Shown to the player here, and to the admins of their tournaments; never on public pages.
 */
export function ProfileSection() {
  const headingId = useId();
  const { data, error, refetch } = useGetProfileQuery();
  if (error && !data)
    return (
      <section className="card stack" aria-labelledby={headingId}>
        <h2 id={headingId}>Identité (tournois et EMA)</h2>
        <Alert onRetry={refetch}>{getErrorMessage(error, PROFILE_LOAD_FALLBACK)}</Alert>
      </section>
    );
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Identité (tournois et EMA)</h2>
      <p className="field__hint">
        Visible par les organisateurs de tes tournois et dans les résultats envoyés à l’EMA&nbsp;; jamais sur
        les pages publiques.
      </p>
      {data && <ProfileForm key={data.user_id} user={data} />}
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [editProfile, { isLoading }] = useEditProfileMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validateProfile(values);
    if (!valid.ok) {
      setMessage({ tone: 'error', text: valid.error });
      return;
    }
    try {
      const saved = await editProfile(values).unwrap();
      setValues(valuesOf(saved));
      setMessage({ tone: 'success', text: 'Profil enregistré.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: getErrorMessage(failure, PROFILE_FALLBACK) });
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {FIELDS.map(({ name, ...field }) =>
        name === 'pays' ? (
          <CountryField key={name} value={values.pays} onChange={(pays) => setValues({ ...values, pays })} />
        ) : (
          <Field
            key={name}
            type="text"
            {...field}
            value={values[name]}
            onChange={(value) => setValues({ ...values, [name]: value })}
          />
        ),
      )}
      <div>
        <Button type="submit" disabled={isLoading}>
          Enregistrer
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
