import { countryCodes } from '@mj/domain';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, what the profile stores. */
  code: string;
  /** Its French name (« Allemagne »). */
  name: string;
}

let options: CountryOption[] | undefined;

/**
 * The countries a player may choose, by their French names in French order (« Afghanistan », « Afrique du
 * Sud », « Albanie », « Allemagne »…). The names come from the browser's own data (Intl.DisplayNames): no
 * list of names to ship. Built on first use.
 */
export function countryOptions(): CountryOption[] {
  if (!options) {
    const names = new Intl.DisplayNames(['fr'], { type: 'region' });
    const collator = new Intl.Collator('fr');
    options = countryCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return options;
}
