/* The tw texts of the screens that open on demand around the account: sign-in and sign-up (the front
 * page, the login, e-mail and verification dialogs, retrieve, reactivate), the settings and the debug page.
 * One chunk, fetched with those screens, so no other page's first paint carries them. */
import type { AccountResources } from '../load';
import auth from '../../locales/tw/auth.json';
import settings from '../../locales/tw/settings.json';
import debug from '../../locales/tw/debug.json';

const account: AccountResources = {
  auth,
  settings,
  debug,
};
export default account;
