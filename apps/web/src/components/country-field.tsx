import { useId } from 'react';
import { countryOptions } from '../lib/countries';

/**
 * The country, chosen by its French name (the player's profile, a tournament's place); the value is its
 * ISO 3166-1 alpha-2 code (« DE » for « Allemagne »), '' for none.
 */
export function CountryField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Pays</label>
      <select id={id} value={value} autoComplete="country" onChange={(event) => onChange(event.target.value)}>
        <option value="">Non renseigné</option>
        {countryOptions().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
