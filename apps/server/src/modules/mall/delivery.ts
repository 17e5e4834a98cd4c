import { CHINA_PROVINCES, FLOWER_COUNTRY, type Address } from '@yuanfen/contract';
import { fail } from '../../platform/errors';

const PROVINCES = new Set(CHINA_PROVINCES.map((p) => p.toLowerCase()));

/**
 * Where a product may be delivered (spec §1, §5: flowers only in China). The contract already holds
 * `country` to an exact upper-case ISO code, so `cn`, `CN ` or `China` never reach here. A flower order
 * must name mainland China (`CN`; Hong Kong, Macao and Taiwan have their own codes and are refused) and
 * one of its 31 provincial divisions, and a postcode, if given, of six digits: an address that claims
 * `CN` but names no place in China is refused too. An address outside China with a Chinese city is
 * outside China: the country decides.
 */
export function checkDelivery(flower: boolean, address: Address): void {
  if (!flower) return;
  if (address.country !== FLOWER_COUNTRY) {
    throw fail.validation(
      { 'address.country': 'Flowers are delivered only in China' },
      'Flowers are delivered only in China',
    );
  }
  if (!address.province || !PROVINCES.has(address.province.trim().toLowerCase())) {
    throw fail.validation(
      { 'address.province': 'Name a province of China' },
      'Flowers are delivered only in China: name the province',
    );
  }
  if (address.postcode !== undefined && !/^\d{6}$/.test(address.postcode.trim())) {
    throw fail.validation({ 'address.postcode': 'A postcode in China has six digits' }, 'Postcode is invalid');
  }
}
