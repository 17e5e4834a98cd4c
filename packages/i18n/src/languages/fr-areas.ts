/* The fr texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/fr/mall.json';
import contact from '../../locales/fr/contact.json';
import withdraw from '../../locales/fr/withdraw.json';
import affiliate from '../../locales/fr/affiliate.json';
import support from '../../locales/fr/support.json';
import verify from '../../locales/fr/verify.json';
import game from '../../locales/fr/game.json';

const areas = {
  mall,
  contact,
  withdraw,
  affiliate,
  support,
  verify,
  game,
};
export default areas;
