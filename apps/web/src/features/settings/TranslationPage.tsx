import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@yuanfen/contract';
import { ChoiceGroup, SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

const ENGINES = [0, 1, 2] as const;
type Engine = (typeof ENGINES)[number];
const ENGINE_NAME = { 0: 'none', 1: 'machine', 2: 'human' } as const;

function TranslationForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateUserMutation();
  // Spec §3: value 2 is the fallback for translate_engine.
  const [engine, setEngine] = useState<Engine>(ENGINES.find((value) => value === me.translate_engine) ?? 2);
  return (
    <form
      className="card settings-form"
      data-testid="translation-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ translate_engine: engine });
      }}
    >
      <ChoiceGroup
        legend={t('translation.engine')}
        name="translate_engine"
        value={engine}
        onChange={setEngine}
        options={ENGINES.map((value) => ({ value, label: t(`translation.option.${ENGINE_NAME[value]}`) }))}
      />
      <p className="field__hint">{t(`translation.hint.${ENGINE_NAME[engine]}`)}</p>
      <SaveBar busy={update.isPending} />
    </form>
  );
}

/** /setting/translation: none, machine or human translation of chats. */
export function TranslationPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingTranslation')} lead={t('lead.translation')} testId="setting-translation">
      {(me) => <TranslationForm me={me} />}
    </SettingsScreen>
  );
}
