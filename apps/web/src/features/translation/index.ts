/** Translated texts and previews, the thread translation control and tip, and the translation queries. */
export { OutgoingPreview } from './OutgoingPreview';
export { ThreadTranslation } from './ThreadTranslation';
export { TranslatedText } from './TranslatedText';
export { translationKeys, useTranslationSettings, useTranslatorStatus } from './translation.queries';
export { TranslationTip } from './TranslationTip';
