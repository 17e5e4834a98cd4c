import { localeOf } from '../pay';

/** "City, Country" with the country's name in the interface language when the server sends a region code. */
export function placeOf(city: string | null | undefined, country: string | null | undefined, language: string): string {
  return [city, country ? countryName(country, language) : null].filter(Boolean).join(', ');
}

function countryName(country: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
