import type { OperatorSettingKind } from '@yuanfen/contract';
import type { Db, DbOrTx } from '../db/client';
import { readSetting, writeSetting } from './settings.repo';

/**
 * Values an operator sets at run time (ARCHITECTURE.md §6: "in the database where an operator sets
 * them"). Each lives in the `settings` table under `op:<name>` as a decimal string; a missing or
 * unreadable row falls back to the default here, so a fresh install works without any rows.
 */
export const OPERATOR_DEFAULTS = {
  /** Gold a secret photo costs when its owner set no price of their own. */
  secretPhotoPrice: 10,
  /** Lowest and highest price an owner may ask for a secret photo. */
  secretPhotoPriceMin: 1,
  secretPhotoPriceMax: 1000,
  /** Percent of a secret-photo sale kept by the operator; the owner gets the rest. */
  secretPhotoCommissionPercent: 30,
  /** 1: uploaded feed, album and message photos are checked for text and refused when they hold some. */
  photoTextCheck: 1,
  /** Seconds after sending during which a member may recall their message. */
  recallWindowSeconds: 120,
  /** New conversations a day for a non-VIP member without a verified e-mail (400058 beyond). */
  newConversationsPerDayUnverified: 5,
  /** Gold a machine translation costs a member without VIP; 0 keeps machine translation free. */
  machineTranslationPrice: 0,
  /** Human translation: gold for each started block of `humanTranslationBlockChars` characters. */
  humanTranslationPrice: 5,
  humanTranslationBlockChars: 100,
  /** Percent of a human translation's price kept by the operator; the translator gets the rest. */
  humanTranslationCommissionPercent: 30,
  /** Minutes a translator has to answer before the asker's gold is released. */
  humanTranslationDeadlineMinutes: 60,
  /** Days the recipient of a mall order without an address has to accept it before it is cancelled and refunded. */
  orderAcceptDays: 7,
  /** Percent of a contact-details sale kept by the operator; the seller earns the rest (issue 18). */
  contactCommissionPercent: 30,
  /** Lowest and highest price a member may ask for their contact details. */
  contactPriceMin: 1,
  contactPriceMax: 10000,
  /** Days earned gold waits before a partner may withdraw it (the clearing period). */
  withdrawClearingDays: 7,
  /** Least gold one withdrawal may ask for. */
  withdrawMinGold: 100,
  /** 1: gifts a partner receives count as earnings that may be withdrawn; 0: only sales and translations. */
  withdrawGiftsEarn: 0,
  /** Percent of a gift's price the operator keeps when the gift earns its recipient gold (`withdrawGiftsEarn`). */
  giftCommissionPercent: 30,
  /** Percent of the weekly rate's money value paid out (the operator keeps the rest, docs/money.md). */
  withdrawPayoutPercent: 70,
  /** Percent of a referred member's recharged gold credited to their affiliate when the payment is released. */
  affiliateCommissionPercent: 10,
} as const;
export type OperatorSettingName = keyof typeof OPERATOR_DEFAULTS;
export type OperatorSettingsValues = { [K in OperatorSettingName]: number };

/** Operator settings whose value is text; stored the same way, empty when unset. */
export const OPERATOR_TEXT_DEFAULTS = {
  /** The ICP filing number (备案号) shown in the footer of the China edition; empty shows none. */
  icpNumber: '',
} as const;
export type OperatorTextSettingName = keyof typeof OPERATOR_TEXT_DEFAULTS;
export const isTextSettingName = (name: string): name is OperatorTextSettingName =>
  Object.hasOwn(OPERATOR_TEXT_DEFAULTS, name);
/** Longest text an operator may store in a text setting. */
export const OPERATOR_TEXT_MAX = 100;

/** What each numeric setting holds, which sets its bounds (`settingProblem`) and its input in the console. */
export const OPERATOR_KINDS: { [K in OperatorSettingName]: Exclude<OperatorSettingKind, 'text'> } = {
  secretPhotoPrice: 'gold',
  secretPhotoPriceMin: 'gold',
  secretPhotoPriceMax: 'gold',
  secretPhotoCommissionPercent: 'percent',
  photoTextCheck: 'flag',
  recallWindowSeconds: 'count',
  newConversationsPerDayUnverified: 'count',
  machineTranslationPrice: 'gold',
  humanTranslationPrice: 'gold',
  humanTranslationBlockChars: 'count',
  humanTranslationCommissionPercent: 'percent',
  humanTranslationDeadlineMinutes: 'count',
  orderAcceptDays: 'count',
  contactCommissionPercent: 'percent',
  contactPriceMin: 'gold',
  contactPriceMax: 'gold',
  withdrawClearingDays: 'count',
  withdrawMinGold: 'gold',
  withdrawGiftsEarn: 'flag',
  giftCommissionPercent: 'percent',
  withdrawPayoutPercent: 'percent',
  affiliateCommissionPercent: 'percent',
};

/** The bounds of a kind of numeric setting: whole numbers from `min` to `max` (null: no upper bound). */
export const boundsOf = (kind: Exclude<OperatorSettingKind, 'text'>): { min: number; max: number | null } =>
  kind === 'percent' ? { min: 0, max: 100 } : kind === 'flag' ? { min: 0, max: 1 } : { min: 0, max: null };

export const isNumericSettingName = (name: string): name is OperatorSettingName =>
  Object.hasOwn(OPERATOR_DEFAULTS, name);

/**
 * Why `value` cannot be stored in the setting `name`, or null when it can: the one check the `setting`
 * command and the console's `PUT admin/settings/{name}` share. Numbers come as typed or as the command
 * line's text.
 */
export function settingProblem(
  name: OperatorSettingName | OperatorTextSettingName,
  value: string | number,
): string | null {
  if (isTextSettingName(name)) {
    const text = String(value);
    // eslint-disable-next-line no-control-regex
    return text.length > OPERATOR_TEXT_MAX || /[\u0000-\u001f\u007f]/.test(text)
      ? `${name} takes printable text of at most ${OPERATOR_TEXT_MAX} characters`
      : null;
  }
  const { min, max } = boundsOf(OPERATOR_KINDS[name]);
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < min || (max !== null && number > max))
    return max === null
      ? `${name} takes a whole number of ${min} or more`
      : `${name} takes a whole number from ${min} to ${max}`;
  return null;
}

const keyOf = (name: OperatorSettingName | OperatorTextSettingName) => `op:${name}`;

export class OperatorSettings {
  constructor(private readonly db: Db) {}

  async get(name: OperatorSettingName): Promise<number> {
    const stored = await readSetting(this.db, keyOf(name));
    const value = stored === undefined ? Number.NaN : Number(stored);
    return Number.isFinite(value) ? value : OPERATOR_DEFAULTS[name];
  }

  async getText(name: OperatorTextSettingName): Promise<string> {
    return (await readSetting(this.db, keyOf(name))) ?? OPERATOR_TEXT_DEFAULTS[name];
  }

  /** Stores the text (trimmed); `db` may be a transaction that also writes the audit row. */
  async setText(name: OperatorTextSettingName, value: string, db: DbOrTx = this.db): Promise<void> {
    await writeSetting(db, keyOf(name), value.trim().slice(0, OPERATOR_TEXT_MAX));
  }

  /** Stores the number; `db` may be a transaction that also writes the audit row. */
  async set(name: OperatorSettingName, value: number, db: DbOrTx = this.db): Promise<void> {
    if (!Number.isFinite(value)) throw new Error(`operator setting ${name} must be a number`);
    await writeSetting(db, keyOf(name), String(value));
  }
}
