import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVip, rechargePriceCents } from '@yuanfen/contract';
import { useEdition, useMe } from '../../lib/account.queries';
import { defaultGateway, formatMoney, gatewayCurrency, offeredGateways, type PaymentGateway } from './money-format';
import { usePricesQuery } from './pay.queries';

/** What both forms need: the viewer's rate and VIP discount, the gateways, and a price formatter. */
export function usePayContext() {
  const { i18n } = useTranslation('pay');
  const me = useMe();
  const edition = useEdition();
  const prices = usePricesQuery();
  const rate = prices.data?.rate ?? me?.rate ?? 0;
  const vip = prices.data?.vip ?? (me ? isVip(me) : false);
  const gateways = offeredGateways(prices.data?.gateways);
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const chosen = gateway && gateways.includes(gateway) ? gateway : defaultGateway(gateways, edition, i18n.language);

  const priceCents = (units: number, via: PaymentGateway = chosen, discount = vip) =>
    rechargePriceCents(units, rate, gatewayCurrency(via, edition), discount);
  const price = (units: number, via: PaymentGateway = chosen, discount = vip) =>
    formatMoney(priceCents(units, via, discount), gatewayCurrency(via, edition), i18n.language);

  return {
    me,
    edition,
    loading: prices.isPending,
    balance: me?.balance ?? prices.data?.balance ?? 0,
    vip,
    gateways,
    gateway: gateways.length ? chosen : null,
    setGateway,
    currency: gatewayCurrency(chosen, edition),
    priceCents,
    price,
  };
}
