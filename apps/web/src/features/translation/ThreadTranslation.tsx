import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TranslateEngine, type ChatThread } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';
import { useMe } from '../../lib/account.queries';
import { SwitchRow } from '../settings';
import { languageName } from './language-names';
import { useThreadTranslationMutation } from './thread-translation.queries';
import { useTranslationSettings } from './translation.queries';

const MODE_NAME = { 0: 'none', 1: 'machine', 2: 'human' } as const;
type Mode = keyof typeof MODE_NAME;
const modeOf = (value: number | null | undefined): Mode => (value === 0 || value === 1 || value === 2 ? value : 1);

/**
 * The conversation's translation, in its header: the engine (the member's own setting unless chosen
 * here), translating what arrives, and checking what is sent (spec §3 thread "translate engine and
 * send/receive settings").
 */
export function ThreadTranslation({ thread: stored }: { thread: ChatThread }) {
  const { t, i18n } = useTranslation('translation');
  const me = useMe();
  const settings = useTranslationSettings().data;
  const update = useThreadTranslationMutation(stored.user_id);
  // What the member just chose shows at once, before the server has answered.
  const [chosen, setChosen] = useState<Partial<ChatThread>>({});
  const thread = { ...stored, ...chosen };
  const own = modeOf(me?.translate_engine);
  const mode = thread.translate_engine === null ? own : modeOf(thread.translate_engine);
  const modeLabel = (m: Mode) => t(`mode.${MODE_NAME[m]}`);
  const save = (body: Parameters<typeof update.mutate>[0]) => {
    const { threadId: _threadId, ...change } = body;
    setChosen((current) => ({ ...current, ...change }));
    update.mutate(body, { onSettled: () => setChosen({}) });
  };
  const choices: { value: Mode | null; label: string }[] = [
    { value: null, label: t('mode.default', { mode: modeLabel(own) }) },
    { value: 0, label: modeLabel(0) },
    { value: 1, label: modeLabel(1) },
    { value: 2, label: modeLabel(2) },
  ];
  return (
    <Popover
      align="end"
      className="thread-translation"
      label={t('mode.title')}
      trigger={(props) => (
        <button
          type="button"
          className="button button--ghost button--small thread-translation__button"
          data-testid="translation-mode"
          data-mode={MODE_NAME[mode]}
          {...props}
        >
          <Icon name="translate" size={18} />
          <span>{t('mode.button', { mode: modeLabel(mode) })}</span>
        </button>
      )}
    >
      {() => (
        <div className="thread-translation__panel" data-testid="translation-mode-panel">
          <fieldset className="thread-translation__engines">
            <legend className="field__label">{t('mode.engine')}</legend>
            {choices.map((choice) => (
              <label key={String(choice.value)} className="thread-translation__choice">
                <input
                  type="radio"
                  name={`thread-engine-${thread.id}`}
                  checked={thread.translate_engine === choice.value}
                  disabled={update.isPending}
                  onChange={() => save({ threadId: thread.id, translate_engine: choice.value as 0 | 1 | 2 | null })}
                  data-testid={`thread-engine-${choice.value ?? 'default'}`}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
          {settings?.machine === false ? <p className="thread-translation__note">{t('mode.unavailable')}</p> : null}
          {mode === TranslateEngine.Machine ? (
            <SwitchRow
              label={t('mode.receive')}
              hint={t('mode.receiveHint', { language: languageName(me?.language ?? i18n.language, i18n.language) })}
              checked={thread.receive_translate}
              onChange={(receive_translate) => save({ threadId: thread.id, receive_translate })}
              testId="thread-receive"
            />
          ) : null}
          {mode === TranslateEngine.Human ? <p className="thread-translation__note">{t('mode.humanHint')}</p> : null}
          {mode !== TranslateEngine.None ? (
            <SwitchRow
              label={t('mode.send')}
              hint={t('mode.sendHint', { language: languageName(thread.language, i18n.language) })}
              checked={thread.send_translate}
              onChange={(send_translate) => save({ threadId: thread.id, send_translate })}
              testId="thread-send"
            />
          ) : null}
          <Link to="/setting/translation" className="thread-translation__settings">
            {t('mode.settings')}
          </Link>
        </div>
      )}
    </Popover>
  );
}
