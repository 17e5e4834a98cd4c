import { isErasedName } from '@yuanfen/contract';
import { i18n } from '../../lib/i18n';

/**
 * How a conversation names its peer: an erased account's name (`deleted member #12`, the same in every
 * language on the server) is said in the interface language. Read at render, so a switch follows it.
 */
export const peerName = (name: string): string => (isErasedName(name) ? i18n.t('chat:deletedMember') : name);
