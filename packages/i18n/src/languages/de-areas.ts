/* The de texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/de/mall.json';
import contact from '../../locales/de/contact.json';
import withdraw from '../../locales/de/withdraw.json';
import affiliate from '../../locales/de/affiliate.json';
import support from '../../locales/de/support.json';
import verify from '../../locales/de/verify.json';
import game from '../../locales/de/game.json';

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
