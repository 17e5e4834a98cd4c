import type { Language } from '@yuanfen/contract';
import { loadAdminTexts } from '@yuanfen/i18n/load-admin';
import { addAreaTexts, ensureAreaTexts, i18n } from '../../lib/i18n';

async function loadConsoleTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'admin')) return;
  i18n.addResourceBundle(language, 'admin', await loadAdminTexts[language](), true, true);
}

/**
 * The console's `admin` texts: its route loads them beside its code, and they follow language switches.
 * The console also shows the areas' own words (a selfie's gesture, a withdrawal's rate chart), so their
 * texts come along.
 */
export const ensureAdminTexts = async (): Promise<void> => {
  await Promise.all([addAreaTexts(loadConsoleTexts), ensureAreaTexts()]);
};
