/** The mall's product categories (spec §1: the mall sells gifts and flowers). */
export const PRODUCT_CATEGORIES = ['flower', 'sweets', 'jewelry', 'keepsake'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** `GET products?category=`: a category, or every product. */
export const PRODUCT_FILTERS = ['all', ...PRODUCT_CATEGORIES] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

/** Pieces of one product in one order. */
export const ORDER_MAX_QUANTITY = 99;

/**
 * The statuses of a mall order (spec §4): waiting to be accepted (by the recipient who must give an
 * address, or by the shop), being prepared, on its way, received; or cancelled (then `refunded`).
 */
export const MALL_ORDER_STATUSES = [
  'pending_accept',
  'prepare_delivery',
  'delivered',
  'signed_received',
  'cancelled',
] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];
/** `PUT order/{id}`: the moves of the state machine (who may make which: the server's mall.policy.ts). */
export const MALL_ORDER_ACTIONS = ['accept', 'refuse', 'prepare', 'deliver', 'sign'] as const;
export type MallOrderAction = (typeof MALL_ORDER_ACTIONS)[number];

/** The only country flowers are delivered to (spec §1, §5): mainland China, ISO 3166-1 alpha-2. */
export const FLOWER_COUNTRY = 'CN';

/**
 * ISO 3166-1 alpha-2 codes of the countries and territories an address may name. A country is exactly one
 * of these, upper case, nothing around it: `cn`, ` CN`, `CN ` or `China` are refused, never normalised, so
 * no spelling of a country can slip past a rule that compares codes.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/**
 * The 31 provincial divisions of mainland China, by their pinyin names: a flower order's `province` must
 * be one of them (compared without case), so an address in China names where in China.
 */
export const CHINA_PROVINCES = [
  'Beijing',
  'Tianjin',
  'Hebei',
  'Shanxi',
  'Inner Mongolia',
  'Liaoning',
  'Jilin',
  'Heilongjiang',
  'Shanghai',
  'Jiangsu',
  'Zhejiang',
  'Anhui',
  'Fujian',
  'Jiangxi',
  'Shandong',
  'Henan',
  'Hubei',
  'Hunan',
  'Guangdong',
  'Guangxi',
  'Hainan',
  'Chongqing',
  'Sichuan',
  'Guizhou',
  'Yunnan',
  'Tibet',
  'Shaanxi',
  'Gansu',
  'Qinghai',
  'Ningxia',
  'Xinjiang',
] as const;
