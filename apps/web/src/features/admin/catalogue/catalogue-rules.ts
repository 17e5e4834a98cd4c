import { CATALOGUE_PRICE_MAX, LANGUAGES, type AdminSetting, type Language } from '@yuanfen/contract';

/** A name or description in every language as the form holds it (empty: not given). */
export type LocalizedDraft = Record<Language, string>;

export const emptyLocalized = (): LocalizedDraft =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as LocalizedDraft;

/** The form's texts from what the server stores (languages it lacks stay empty). */
export const localizedDraft = (stored: Record<string, string>): LocalizedDraft =>
  Object.fromEntries(LANGUAGES.map((language) => [language, stored[language] ?? ''])) as LocalizedDraft;

/** The texts to send: trimmed, empty languages left out (members then read English). */
export const localizedBody = (draft: LocalizedDraft): Partial<Record<Language, string>> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, draft[language].trim()] as const).filter(([, text]) => text !== ''),
  );

/** A price typed in gold: a whole number from `min` (0 for gifts, 1 for products), or null when it is not one. */
export function parsePrice(text: string, min: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const price = Number(trimmed);
  return price >= min && price <= CATALOGUE_PRICE_MAX ? price : null;
}

/** What is wrong with a setting's typed value, by the bounds the server sends (the `setting` command's). */
export type SettingProblem = 'whole' | 'range' | 'tooLong' | null;

export function settingProblem(setting: Pick<AdminSetting, 'kind' | 'min' | 'max'>, text: string): SettingProblem {
  if (setting.kind === 'text') return text.trim().length > 100 ? 'tooLong' : null;
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'whole';
  const value = Number(trimmed);
  if ((setting.min !== null && value < setting.min) || (setting.max !== null && value > setting.max)) return 'range';
  return null;
}

/** The value to send for a typed setting (call only once `settingProblem` is null). */
export const settingValue = (setting: Pick<AdminSetting, 'kind'>, text: string): number | string =>
  setting.kind === 'text' ? text.trim() : Number(text.trim());
