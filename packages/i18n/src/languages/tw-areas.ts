/* The tw texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/tw/mall.json';
import contact from '../../locales/tw/contact.json';
import withdraw from '../../locales/tw/withdraw.json';
import affiliate from '../../locales/tw/affiliate.json';
import support from '../../locales/tw/support.json';
import verify from '../../locales/tw/verify.json';
import game from '../../locales/tw/game.json';

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
