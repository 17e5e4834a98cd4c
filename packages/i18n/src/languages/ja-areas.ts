/* The ja texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/ja/mall.json';
import contact from '../../locales/ja/contact.json';
import withdraw from '../../locales/ja/withdraw.json';
import affiliate from '../../locales/ja/affiliate.json';
import support from '../../locales/ja/support.json';
import verify from '../../locales/ja/verify.json';
import game from '../../locales/ja/game.json';

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
