/** The pay overlay, the VIP packs on offer, money and date formats, the pay-event handling and money refresh. */
export { formatDate, formatDateTime, localeOf, packLabel, savingsText } from './money-format';
export { handlePayEvent, showReturnedOrder } from './pay-flow';
export { refreshMoneyData } from './pay.queries';
export { useOfferedPacks } from './UpgradeForm';
