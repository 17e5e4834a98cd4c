import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One city of the dataset; numbers kept as numbers, names folded once for matching. */
interface CityRow {
  name: string;
  folded: string;
  countryCode: string;
  lat: number | null;
  lng: number | null;
}

export interface CountryRow {
  name: string;
  isoCode: string;
  lat: number | null;
  lng: number | null;
}

export interface WorldIndex {
  cities: CityRow[];
  countries: CountryRow[];
}

/** Lower case without accents, so "zurich" finds "Zürich" and "sao" finds "São Paulo". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const coordinate = (value: string | null | undefined) => {
  const n = value == null ? NaN : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The country-state-city dataset (about 150 000 cities and 250 countries, with coordinates). Its JSON is
 * read straight from the package rather than through its entry point, which would keep a second, expanded
 * copy in memory; loaded on the first location query, once per process.
 */
async function loadWorld(): Promise<WorldIndex> {
  const require = createRequire(import.meta.url);
  const assets = path.join(path.dirname(require.resolve('country-state-city/package.json')), 'lib', 'assets');
  const [cityJson, countryJson] = await Promise.all([
    readFile(path.join(assets, 'city.json'), 'utf8'),
    readFile(path.join(assets, 'country.json'), 'utf8'),
  ]);
  const rawCities = JSON.parse(cityJson) as Array<[string, string, string, string | null, string | null]>;
  const rawCountries = JSON.parse(countryJson) as Array<{
    name: string;
    isoCode: string;
    latitude: string;
    longitude: string;
  }>;
  // The dataset lists a few towns once per state; one "City, Country" is enough for a location field.
  const seen = new Set<string>();
  const cities: CityRow[] = [];
  for (const [name, countryCode, , lat, lng] of rawCities) {
    const key = `${countryCode}|${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cities.push({ name, folded: fold(name), countryCode, lat: coordinate(lat), lng: coordinate(lng) });
  }
  const countries = rawCountries.map((c) => ({
    name: c.name,
    isoCode: c.isoCode,
    lat: coordinate(c.latitude),
    lng: coordinate(c.longitude),
  }));
  return { cities, countries };
}

let world: Promise<WorldIndex> | null = null;

export function worldIndex(): Promise<WorldIndex> {
  world ??= loadWorld().catch((error: unknown) => {
    world = null;
    throw error;
  });
  return world;
}
