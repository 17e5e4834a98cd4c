/** The affiliate programme's page, the recharge portal and partners' switchable accounts. */
export { SwitchAccounts } from './SwitchAccounts';
