import type { Resources } from '@yuanfen/i18n';

/** A page title's key in the `nav` namespace; routes name theirs, and pages link to others by it. */
export type TitleKey = keyof Resources['nav']['title'];
