import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_PLATFORMS, type AppPlatform } from '@yuanfen/contract';
import './content.css';
import { actionErrorKey } from '../action-error';
import { formatWhen } from '../format';
import { isVersion } from './content-rules';
import { useAdminVersions, usePublishVersion } from './content.queries';
import { ListStatus } from '../ListStatus';
import { Field, TextAreaField } from '../../../ui/Field';

interface VersionForm {
  platform: AppPlatform;
  version: string;
  url: string;
  notes: string;
  force: boolean;
}
const emptyForm: VersionForm = { platform: 'android', version: '', url: '', notes: '', force: false };

/** /admin/versions: publish a platform's newest version; clients older than it show the version dialog. */
export function VersionsPage() {
  const { t, i18n } = useTranslation(['admin']);
  const id = useId();
  const versions = useAdminVersions();
  const publish = usePublishVersion();
  const [form, setForm] = useState<VersionForm>(emptyForm);
  const [badVersion, setBadVersion] = useState(false);
  const [notice, setNotice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = !isVersion(form.version);
    setBadVersion(bad);
    if (bad) return;
    publish.mutate(
      {
        platform: form.platform,
        version: form.version.trim(),
        url: form.url.trim() || undefined,
        notes: form.notes.trim() || undefined,
        force: form.force,
      },
      {
        onSuccess: (row) => {
          setForm(emptyForm);
          setNotice(
            t('versions.publishedNotice', {
              platform: t(`versions.platforms.${row.platform as AppPlatform}`),
              version: row.version,
            }),
          );
        },
      },
    );
  };
  const rows = versions.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-versions-title">
      <h1 id="admin-versions-title" className="page-title">
        {t('versions.title')}
      </h1>
      <p className="muted">{t('versions.hint')}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-platform`}>
            {t('versions.platform')}
          </label>
          <select
            id={`${id}-platform`}
            className="input"
            value={form.platform}
            onChange={(event) => setForm({ ...form, platform: event.target.value as AppPlatform })}
          >
            {APP_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {t(`versions.platforms.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('versions.version')}
          error={badVersion ? t('versions.badVersion') : undefined}
          inputMode="decimal"
          placeholder="1.4.2"
          value={form.version}
          maxLength={32}
          required
          onChange={(event) => setForm({ ...form, version: event.target.value })}
          data-testid="version-number"
        />
        <Field
          label={t('versions.url')}
          type="url"
          placeholder="https://"
          value={form.url}
          maxLength={500}
          onChange={(event) => setForm({ ...form, url: event.target.value })}
        />
        <TextAreaField
          label={t('versions.notes')}
          className="admin-textarea"
          value={form.notes}
          maxLength={2000}
          onChange={(event) => setForm({ ...form, notes: event.target.value })}
        />
        <div className="admin-checks">
          <label>
            <input
              type="checkbox"
              checked={form.force}
              onChange={(event) => setForm({ ...form, force: event.target.checked })}
            />
            {t('versions.force')}
          </label>
        </div>
        {publish.isError ? (
          <p className="form__alert" role="alert">
            {t(actionErrorKey(publish.error))}
          </p>
        ) : null}
        <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
          {notice}
        </p>
        <div className="admin-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={publish.isPending}
            data-testid="version-submit"
          >
            {t('versions.publish')}
          </button>
        </div>
      </form>
      <h2 className="section-title">{t('versions.history')}</h2>
      <ListStatus query={versions} empty={rows.length === 0} emptyText={t('versions.empty')} />
      {rows.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('versions.platform')}</th>
                <th scope="col">{t('versions.version')}</th>
                <th scope="col">{t('versions.when')}</th>
                <th scope="col">{t('versions.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('versions.platform')}>
                    {t(`versions.platforms.${row.platform as AppPlatform}`, { defaultValue: row.platform })}
                  </td>
                  <td data-label={t('versions.version')}>
                    {row.version}
                    {row.force ? <span className="admin-tag admin-tag--withdrawn">{t('versions.forced')}</span> : null}
                  </td>
                  <td data-label={t('versions.when')}>{formatWhen(row.created_at, i18n.language)}</td>
                  <td data-label={t('versions.notes')}>{row.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
