/**
 * The texts of the mails the server sends (codes, notifications), in the 8 languages. Kept apart from
 * `resources` so the web bundle does not carry them and the server loads nothing else.
 */
import type { Language } from '@yuanfen/contract';
import en from '../locales/en/mail.json';
import zh from '../locales/zh/mail.json';
import tw from '../locales/tw/mail.json';
import de from '../locales/de/mail.json';
import it from '../locales/it/mail.json';
import fr from '../locales/fr/mail.json';
import ja from '../locales/ja/mail.json';
import ko from '../locales/ko/mail.json';

export type MailTexts = typeof en;

const texts: Record<Language, MailTexts> = { en, zh, tw, de, it, fr, ja, ko };

export function mailTexts(language: Language): MailTexts {
  return texts[language];
}

/** Fills `{{name}}` placeholders; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
