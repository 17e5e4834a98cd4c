/* The en texts of the screens that open on demand around the account: sign-in and sign-up (the front
 * page, the login, e-mail and verification dialogs, retrieve, reactivate), the settings and the debug page.
 * One chunk, fetched with those screens, so no other page's first paint carries them. */
import auth from '../../locales/en/auth.json';
import settings from '../../locales/en/settings.json';
import debug from '../../locales/en/debug.json';

const account = {
  auth,
  settings,
  debug,
};
export default account;
