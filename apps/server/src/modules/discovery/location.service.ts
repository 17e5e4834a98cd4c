import type { Place } from '@yuanfen/contract';
import { acceptedTags, firstSpoken } from '../../platform/language';
import { fold, worldIndex, type CountryRow } from './world-places';

const MAX_PLACES = 10;

/** The app's language codes as BCP 47 tags for Intl ("tw" is traditional Chinese). */
const INTL_TAG: Record<string, string> = { zh: 'zh-Hans', tw: 'zh-Hant' };

/** A display-name function for countries in `lang`, English when Intl does not know the language. */
function countryNamer(lang: string): (country: CountryRow) => string {
  try {
    const names = new Intl.DisplayNames([INTL_TAG[lang] ?? lang, 'en'], { type: 'region', fallback: 'none' });
    return (country) => names.of(country.isoCode) ?? country.name;
  } catch {
    return (country) => country.name;
  }
}

/** The first tag of an Accept-Language header or `lang` query that the app speaks, else English. */
export function placeLanguage(lang: string | undefined, acceptLanguage: string | undefined): string {
  return firstSpoken([lang, ...acceptedTags(acceptLanguage)], 'en');
}

/**
 * `GET location?k=`: countries whose English or localized name starts with the keyword, then cities
 * (exact names before longer ones). City names are the dataset's (mostly Latin script); country names
 * follow the asked language through Intl.DisplayNames.
 */
export async function findPlaces(keyword: string, lang: string): Promise<Place[]> {
  const { cities, countries } = await worldIndex();
  const k = fold(keyword.trim());
  const nameOf = countryNamer(lang);
  const byCode = new Map(countries.map((c) => [c.isoCode, c]));

  const countryPlaces: Place[] = countries
    .filter((c) => fold(c.name).startsWith(k) || fold(nameOf(c)).startsWith(k))
    .slice(0, MAX_PLACES)
    .map((c) => {
      const name = nameOf(c);
      return { type: 'country', name, label: name, country: name, country_code: c.isoCode, lat: c.lat, lng: c.lng };
    });

  const room = MAX_PLACES - countryPlaces.length;
  const matches = [];
  for (const city of cities) {
    if (city.folded.startsWith(k)) matches.push(city);
  }
  matches.sort((a, b) => Number(b.folded === k) - Number(a.folded === k) || a.name.length - b.name.length);
  const cityPlaces: Place[] = matches.slice(0, room).flatMap((city) => {
    const country = byCode.get(city.countryCode);
    if (!country) return [];
    const countryName = nameOf(country);
    return [
      {
        type: 'city',
        name: city.name,
        label: `${city.name}, ${countryName}`,
        country: countryName,
        country_code: city.countryCode,
        lat: city.lat,
        lng: city.lng,
      },
    ];
  });
  return [...countryPlaces, ...cityPlaces];
}
