/** Languages spoken and learned (issue 21): chips on profiles, the editor, their names. */
export { LanguageChips } from './LanguageChips';
export { LanguagesEditor } from './LanguagesEditor';
export { spokenLanguageName, useSpokenLanguageNames } from './spoken-names';
