import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATOR_SETTING_GROUP_NAMES,
  type AdminSetting,
  type OperatorSettingGroup,
  type OperatorSettingKey,
} from '@yuanfen/contract';
import { actionErrorKey } from '../action-error';
import { ListStatus } from '../ListStatus';
import { settingProblem, settingValue } from './catalogue-rules';
import { useAdminSettings, useSaveSetting } from './catalogue.queries';
import './catalogue.css';

/** One setting: its label and help, its value now and by default, and an input checked by its bounds. */
function SettingRow({ setting, onSaved }: { setting: AdminSetting; onSaved: (label: string) => void }) {
  const { t, i18n } = useTranslation(['admin']);
  const id = useId();
  const name = setting.name as OperatorSettingKey;
  const [text, setText] = useState(String(setting.value));
  const [tried, setTried] = useState(false);
  const save = useSaveSetting();
  const problem = settingProblem(setting, text);
  const shown = (value: number | string) =>
    setting.kind === 'flag'
      ? value === 1
        ? t('settings.on')
        : t('settings.off')
      : setting.kind === 'text'
        ? value === ''
          ? t('settings.none')
          : String(value)
        : setting.kind === 'percent'
          ? `${new Intl.NumberFormat(i18n.language).format(Number(value))} %`
          : setting.kind === 'gold'
            ? t('settings.gold', { amount: Number(value) })
            : new Intl.NumberFormat(i18n.language).format(Number(value));
  const label = t(`settings.names.${name}.label`);
  const changed = String(setting.value) !== text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || !changed) return;
    save.mutate({ name, body: { value: settingValue(setting, text) } }, { onSuccess: () => onSaved(label) });
  };
  const error =
    tried && problem
      ? problem === 'range'
        ? t('settings.range', { min: setting.min ?? 0, max: setting.max ?? 0 })
        : problem === 'tooLong'
          ? t('settings.tooLong')
          : t('settings.whole')
      : null;

  return (
    <form className="setting" onSubmit={submit} noValidate data-testid={`setting-${name}`}>
      <div className="setting__text">
        <label className="setting__label" htmlFor={`${id}-value`}>
          {label}
        </label>
        <p id={`${id}-help`} className="muted setting__help">
          {t(`settings.names.${name}.help`)}
        </p>
        <p className="setting__values">
          <span>{t('settings.current', { value: shown(setting.value) })}</span>
          <span className="muted">{t('settings.default', { value: shown(setting.default) })}</span>
        </p>
      </div>
      <div className={error ? 'field field--error setting__edit' : 'field setting__edit'}>
        {setting.kind === 'flag' ? (
          <select
            id={`${id}-value`}
            className="input"
            value={text}
            aria-describedby={`${id}-help`}
            onChange={(event) => setText(event.target.value)}
          >
            <option value="1">{t('settings.on')}</option>
            <option value="0">{t('settings.off')}</option>
          </select>
        ) : (
          <input
            id={`${id}-value`}
            className="input"
            inputMode={setting.kind === 'text' ? 'text' : 'numeric'}
            value={text}
            maxLength={setting.kind === 'text' ? 100 : 9}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
            data-testid={`setting-${name}-input`}
          />
        )}
        <button
          type="submit"
          className="button button--secondary button--small"
          disabled={save.isPending || !changed}
          data-testid={`setting-${name}-save`}
        >
          {t('settings.save')}
        </button>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : save.isError ? (
          <p className="field__error" role="alert">
            {t(actionErrorKey(save.error))}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** /admin/settings: the operator settings by group, each changed on its own and audited. */
export function SettingsPage() {
  const { t } = useTranslation(['admin']);
  const settings = useAdminSettings();
  const [notice, setNotice] = useState('');
  const all = settings.data?.data ?? [];
  const groups = OPERATOR_SETTING_GROUP_NAMES.map((group) => ({
    group,
    rows: all.filter((s) => s.group === group),
  })).filter((g) => g.rows.length > 0);
  return (
    <section className="card admin-card" aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title" className="page-title">
        {t('settings.title')}
      </h1>
      <p className="muted">{t('settings.hint')}</p>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ListStatus query={settings} empty={all.length === 0} emptyText={t('settings.hint')} />
      {groups.map(({ group, rows }) => (
        <section key={group} className="settings-group" aria-labelledby={`settings-${group}`}>
          <h2 id={`settings-${group}`} className="section-title">
            {t(`settings.groups.${group as OperatorSettingGroup}`)}
          </h2>
          {rows.map((setting) => (
            <SettingRow
              key={`${setting.name}:${String(setting.value)}`}
              setting={setting}
              onSaved={(label) => setNotice(t('settings.saved', { label }))}
            />
          ))}
        </section>
      ))}
    </section>
  );
}
