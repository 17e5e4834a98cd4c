import type { FastifyInstance } from 'fastify';
import { accountRules } from './authorization-rules/account.rules';
import { adminMoneyRules } from './authorization-rules/admin-money.rules';
import { adminAuthorizationRules } from './authorization-rules/admin.rules';
import { catalogueAuthorizationRules } from './authorization-rules/catalogue.rules';
import { chatRules } from './authorization-rules/chat.rules';
import { rulesContext } from './authorization-rules/context';
import { feedRules } from './authorization-rules/feed.rules';
import { moneyRules } from './authorization-rules/money.rules';
import { photoRules } from './authorization-rules/photos.rules';
import { profileRules } from './authorization-rules/profiles.rules';
import { pushRules } from './authorization-rules/push.rules';
import { socialRules } from './authorization-rules/social.rules';
import { supportRules } from './authorization-rules/support.rules';
import { translationRules } from './authorization-rules/translation.rules';
import { translatorsRules } from './authorization-rules/translators.rules';
import type { Rule, World } from './authorization.types';

export { ACTORS, MEMBERS, type Actor, type MemberActor, type Rule, type World } from './authorization.types';

/**
 * The access rule of every operation of the OpenAPI document (battery A). `app` and `world` are read when
 * a check runs: the world is what the test built (Olga's and Hanna's things, the actors). Each area's rules
 * live in authorization-rules/; a new route gets its rule in the file of its area.
 */
export function authorizationRules(app: () => FastifyInstance, world: () => World): Record<string, Rule> {
  const context = rulesContext(app, world);
  return {
    ...accountRules(context),
    ...moneyRules(context),
    ...profileRules(context),
    ...socialRules(context),
    ...pushRules(context),
    ...supportRules(context),
    ...photoRules(context),
    ...feedRules(context),
    ...chatRules(context),
    ...translationRules(context),
    ...translatorsRules(context),
    ...adminAuthorizationRules(context),
    ...adminMoneyRules(context),
    ...catalogueAuthorizationRules(context),
  };
}
