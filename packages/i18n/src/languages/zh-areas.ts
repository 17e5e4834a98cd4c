/* The zh texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/zh/mall.json';
import contact from '../../locales/zh/contact.json';
import withdraw from '../../locales/zh/withdraw.json';
import affiliate from '../../locales/zh/affiliate.json';
import support from '../../locales/zh/support.json';
import verify from '../../locales/zh/verify.json';
import game from '../../locales/zh/game.json';

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
