/**
 * Every visible string of Yuanfen, in 8 languages: `locales/<lang>/<namespace>.json`.
 * English is the reference: its keys type the others, and a test fails when a locale misses a key
 * or still holds the English text.
 */
export { LANGUAGES, type Language } from '@yuanfen/contract';
export { resources, namespaces, type Namespace, type Resources } from './resources';
export { loadLanguage, loadStaticTexts } from './load';
export { loadAdminTexts } from './load-admin';
