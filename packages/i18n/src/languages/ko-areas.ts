/* The ko texts of the areas that only their own pages show (mall, contact sale, cash-out, affiliates,
 * support, selfie verification, the game): one chunk, fetched when one of those pages first opens. */
import mall from '../../locales/ko/mall.json';
import contact from '../../locales/ko/contact.json';
import withdraw from '../../locales/ko/withdraw.json';
import affiliate from '../../locales/ko/affiliate.json';
import support from '../../locales/ko/support.json';
import verify from '../../locales/ko/verify.json';
import game from '../../locales/ko/game.json';

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
