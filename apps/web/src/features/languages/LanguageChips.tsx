import { useTranslation } from 'react-i18next';
import type { LanguageEntry } from '@yuanfen/contract';
import { spokenLanguageName } from './spoken-names';

/** A member's languages as chips: "German · Native", "Japanese · Learning". */
export function LanguageChips({ languages }: { languages: readonly LanguageEntry[] }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <ul className="chips" role="list" data-testid="profile-languages">
      {languages.map((entry) => (
        <li key={entry.code} className={entry.level === 'learning' ? 'chip' : 'chip chip--rose'}>
          {spokenLanguageName(entry.code, i18n.language)} · {t(`languages.level.${entry.level}`)}
        </li>
      ))}
    </ul>
  );
}
