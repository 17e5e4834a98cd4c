/* Every language at once, imported statically (tests and tools); the web loads one at a time through `loadLanguage`. */
import type { Language } from '@yuanfen/contract';
import type { Resources } from './load';
import en from './languages/en';
import zh from './languages/zh';
import tw from './languages/tw';
import de from './languages/de';
import it from './languages/it';
import fr from './languages/fr';
import ja from './languages/ja';
import ko from './languages/ko';

export { namespaces, type Namespace, type Resources } from './load';
export { en };

export const resources: Record<Language, Resources> = { en, zh, tw, de, it, fr, ja, ko };
