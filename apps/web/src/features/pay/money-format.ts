import { GATEWAY_CURRENCY, type Currency, type Language, type VipPack } from '@yuanfen/contract';
import type { PurchaseMethod } from './pay.queries';

export type PaymentGateway = Exclude<PurchaseMethod, 'balance'>;
export type Edition = 'global' | 'cn';

const LOCALES: Record<Language, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  tw: 'zh-TW',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

export const localeOf = (language: string) => LOCALES[language as Language] ?? language;

/** Integer cents as money in the interface language: $5.00, ¥30.00, 5,00 $US. */
export function formatMoney(cents: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The currency a gateway charges in; the sandbox follows the edition like the server does. */
export function gatewayCurrency(gateway: PaymentGateway, edition: Edition): Currency {
  if (gateway === 'sandbox') return edition === 'cn' ? 'CNY' : 'USD';
  return GATEWAY_CURRENCY[gateway];
}

/** Gateways to offer, in display order: the sandbox when the server runs it, WeChat and PayPal otherwise. */
export function offeredGateways(available: readonly string[] | undefined): PaymentGateway[] {
  const order: PaymentGateway[] = ['sandbox', 'wechat', 'paypal'];
  return order.filter((g) => available?.includes(g));
}

/** WeChat for the China edition or Chinese interface, PayPal otherwise; the sandbox when it is all there is. */
export function defaultGateway(offered: PaymentGateway[], edition: Edition, language: string): PaymentGateway {
  if (offered.includes('sandbox')) return 'sandbox';
  const chinese = edition === 'cn' || language === 'zh';
  const preferred: PaymentGateway[] = chinese ? ['wechat', 'paypal'] : ['paypal', 'wechat'];
  return preferred.find((g) => offered.includes(g)) ?? offered[0] ?? 'paypal';
}

export type PackLabel = 'm1' | 'm3' | 'm6' | 'm12' | 'lifetime' | 'trial';

export function packLabel(pack: Pick<VipPack, 'months' | 'lifetime' | 'trial'>): PackLabel {
  if (pack.trial) return 'trial';
  if (pack.lifetime) return 'lifetime';
  return `m${pack.months}` as PackLabel;
}

/** Savings as the spec prints them: 6.6 → "6.6%", the lifetime pack "50%+". */
export const savingsText = (pack: Pick<VipPack, 'savings' | 'plus'>) => `${pack.savings}%${pack.plus ? '+' : ''}`;
