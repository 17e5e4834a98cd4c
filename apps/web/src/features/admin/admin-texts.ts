import type { Language } from '@yuanfen/contract';
import { loadAdminTexts } from '@yuanfen/i18n/load-admin';
import { addAreaTexts, i18n } from '../../lib/i18n';

async function loadConsoleTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'admin')) return;
  i18n.addResourceBundle(language, 'admin', await loadAdminTexts[language](), true, true);
}

/** The console's `admin` texts: its route loads them beside its code, and they follow language switches. */
export const ensureAdminTexts = (): Promise<void> => addAreaTexts(loadConsoleTexts);
