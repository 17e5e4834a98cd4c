import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslateEngine, type Me } from '@yuanfen/contract';
import { useTranslationSettings } from '../translation';
import '../translation/translation.css';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

const ENGINES = [TranslateEngine.None, TranslateEngine.Machine, TranslateEngine.Human] as const;
type Engine = (typeof ENGINES)[number];
const ENGINE_NAME = { 0: 'none', 1: 'machine', 2: 'human' } as const;

/** What each choice costs and whether this server can do it, said where the member chooses. */
function EngineFacts() {
  const { t } = useTranslation(['translation']);
  const settings = useTranslationSettings().data;
  if (!settings) return null;
  return (
    <ul className="translation-facts" data-testid="translation-facts">
      <li>
        {settings.machine_price > 0
          ? t('settings.machinePrice', { count: settings.machine_price })
          : t('settings.machineFree')}
      </li>
      <li>{t('settings.humanPrice', { price: settings.human_price, chars: settings.human_block_chars })}</li>
      {settings.machine ? (
        <li>{t('settings.engines', { engines: settings.engines.map((e) => t(`engine.${e}`)).join(', ') })}</li>
      ) : (
        <li data-testid="machine-unavailable">{t('mode.unavailable')}</li>
      )}
    </ul>
  );
}

function TranslationForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'translation', 'common']);
  const update = useUpdateUserMutation();
  const machine = useTranslationSettings().data?.machine;
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
      <fieldset className="segmented choice-group">
        <legend className="field__label">{t('translation.engine')}</legend>
        {ENGINES.map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name="translate_engine"
              value={String(value)}
              checked={engine === value}
              data-testid={`translate_engine-${value}`}
              onChange={() => setEngine(value)}
            />
            <span>
              {t(`translation.option.${ENGINE_NAME[value]}`)}
              {value === TranslateEngine.Machine && machine === false ? (
                <span className="translation-badge" data-testid="machine-unavailable-badge">
                  {t('translation:settings.unavailableBadge')}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t(`translation.hint.${ENGINE_NAME[engine]}`)}</p>
      <EngineFacts />
      <SaveBar busy={update.isPending} dirty={engine !== me.translate_engine} />
    </form>
  );
}

/** /setting/translation: none, machine or human translation of chats, posts and biographies. */
export function TranslationPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingTranslation')} lead={t('lead.translation')} testId="setting-translation">
      {(me) => <TranslationForm me={me} />}
    </SettingsScreen>
  );
}
