/* The it texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/it/mall.json';
import contact from '../../locales/it/contact.json';
import withdraw from '../../locales/it/withdraw.json';
import affiliate from '../../locales/it/affiliate.json';
import support from '../../locales/it/support.json';
import verify from '../../locales/it/verify.json';
import game from '../../locales/it/game.json';

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
