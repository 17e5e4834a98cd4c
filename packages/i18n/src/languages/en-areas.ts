/* The en texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/en/mall.json';
import contact from '../../locales/en/contact.json';
import withdraw from '../../locales/en/withdraw.json';
import affiliate from '../../locales/en/affiliate.json';
import support from '../../locales/en/support.json';
import verify from '../../locales/en/verify.json';
import game from '../../locales/en/game.json';

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
