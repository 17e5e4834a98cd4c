import { fail } from './errors';
import type { KeyValueStore } from './kv';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Limits that protect sign-in, code sending and sign-up, per identity and per IP, and the game's referee. */
export const RateRules = {
  signInPerIdentity: { limit: 10, windowSeconds: 900 },
  signInPerIp: { limit: 60, windowSeconds: 900 },
  codePerTarget: { limit: 5, windowSeconds: 3600 },
  codePerIp: { limit: 30, windowSeconds: 3600 },
  codeWithoutCaptchaPerIp: { limit: 3, windowSeconds: 3600 },
  signUpPerIp: { limit: 20, windowSeconds: 3600 },
  signUpPerIdentity: { limit: 10, windowSeconds: 3600 },
  clientErrorPerIp: { limit: 60, windowSeconds: 3600 },
  /** The game (issue 19): rounds issued and scores sent per member; a round takes 6 s at the very least. */
  gameRoundsPerMember: { limit: 120, windowSeconds: 3600 },
  gameScoresPerMember: { limit: 60, windowSeconds: 3600 },
  /** Support requests (POST support): the public contact form per IP, and tickets and follow-ups per member. */
  supportPerIp: { limit: 10, windowSeconds: 3600 },
  supportPerMember: { limit: 10, windowSeconds: 3600 },
  supportRepliesPerMember: { limit: 60, windowSeconds: 3600 },
  /** Typing signals relayed per typist and recipient (the client sends one every 3 s while typing). */
  typingPerPair: { limit: 1, windowSeconds: 2 },
} satisfies Record<string, RateRule>;
export type RateRuleName = keyof typeof RateRules;

export interface RateLimiter {
  /** Counts one attempt and refuses with 429000 once the rule's limit is passed. */
  consume(rule: RateRuleName, subject: string): Promise<void>;
  /** Counts one attempt and tells whether it is still within the limit, without refusing. */
  within(rule: RateRuleName, subject: string): Promise<boolean>;
}

export function createRateLimiter(
  kv: KeyValueStore,
  rules: Record<RateRuleName, RateRule> = RateRules,
  enabled = true,
): RateLimiter {
  const count = (rule: RateRuleName, subject: string) =>
    kv.increment(`rl:${rule}:${subject.toLowerCase()}`, rules[rule].windowSeconds);
  return {
    async consume(rule, subject) {
      if (!enabled) return;
      if ((await count(rule, subject)) > rules[rule].limit) throw fail.tooMany();
    },
    async within(rule, subject) {
      if (!enabled) return true;
      return (await count(rule, subject)) <= rules[rule].limit;
    },
  };
}
