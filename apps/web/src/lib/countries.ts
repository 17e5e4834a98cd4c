import { COUNTRY_CODES } from '@yuanfen/contract';

const LOCALE_OF: Record<string, string> = { tw: 'zh-TW', zh: 'zh-CN' };

/**
 * The countries a member may pick, named in the interface language and sorted as its readers expect: the
 * ISO 3166-1 codes in use, not every pair of letters the browser can name (its old codes such as DY
 * Dahomey or HV Upper Volta answer "Benin" and "Burkina Faso" a second time).
 */
export function countryOptions(language: string): { code: string; name: string }[] {
  const locale = LOCALE_OF[language] ?? language;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
