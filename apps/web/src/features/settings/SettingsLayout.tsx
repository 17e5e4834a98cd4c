import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useMeQuery } from '../../lib/account.queries';
import type { Me } from '@yuanfen/contract';
import './settings.css';

/** A settings screen: its title and lead, then its card, once the account is loaded. */
export function SettingsScreen(props: {
  title: string;
  lead?: string;
  testId: string;
  children: (me: Me) => ReactNode;
}) {
  const { data: me } = useMeQuery();
  return (
    <div className="stack settings-screen" data-testid={props.testId}>
      <header className="users-page__head">
        <h1 className="page-title">{props.title}</h1>
        {props.lead ? <p className="settings-lead">{props.lead}</p> : null}
      </header>
      {me ? props.children(me) : <Spinner />}
    </div>
  );
}

/** An on/off setting drawn as a switch. */
export function SwitchRow(props: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="switch-row">
      <span className="switch-row__text">
        <span className="switch-row__label">{props.label}</span>
        {props.hint ? <span className="switch-row__hint">{props.hint}</span> : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={props.checked}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}

/** One choice among a few, as the segmented radio group of the design system. */
export function ChoiceGroup<T extends string | number>(props: {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; hint?: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="segmented choice-group">
      <legend className="field__label">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={String(option.value)} className="segmented__option">
          <input
            type="radio"
            name={props.name}
            value={String(option.value)}
            checked={props.value === option.value}
            data-testid={`${props.name}-${option.value}`}
            onChange={() => props.onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SaveBar({ busy, dirty = true, children }: { busy: boolean; dirty?: boolean; children?: ReactNode }) {
  const { t } = useTranslation(['common']);
  return (
    <div className="settings-save">
      {children}
      <button type="submit" className="button button--primary" disabled={busy || !dirty} data-testid="settings-save">
        {t('actions.save')}
      </button>
    </div>
  );
}
