/**
 * The texts of Web Push notifications (issue 20) in the 8 languages, for the server: kept apart from
 * `resources` like the mails' so the web bundle does not carry them.
 */
import type { Language } from '@yuanfen/contract';
import en from '../locales/en/push.json';
import zh from '../locales/zh/push.json';
import tw from '../locales/tw/push.json';
import de from '../locales/de/push.json';
import it from '../locales/it/push.json';
import fr from '../locales/fr/push.json';
import ja from '../locales/ja/push.json';
import ko from '../locales/ko/push.json';

export type PushTexts = typeof en;

const texts: Record<Language, PushTexts> = { en, zh, tw, de, it, fr, ja, ko };

export function pushTexts(language: Language): PushTexts {
  return texts[language];
}
