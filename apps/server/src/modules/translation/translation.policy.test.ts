import { RefusalReason, TranslationMessages } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { authorize, memberActor } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { taskFlags, translationPolicy } from './translation.policy';

const yuki = { user_id: 7, pairs: ['de-ja'], active: true };
const request = { asker_id: 3, translator_id: null, source: 'de', target: 'ja', status: 'open' };

describe('translation policy', () => {
  it('the queue needs an active translator role', () => {
    expect(translationPolicy.translator(7, yuki)).toBe(yuki);
    const refused = {
      status: 403,
      body: { code: 0, message: TranslationMessages.notTranslator, reason: RefusalReason.NotTranslator },
    };
    expect(refusalOf(() => translationPolicy.translator(7, undefined))).toEqual(refused);
    expect(refusalOf(() => translationPolicy.translator(7, { ...yuki, active: false }))).toEqual(refused);
  });

  it('claims: own request 403 own_request, another pair 404; the flags follow', () => {
    expect(taskFlags(yuki, request)).toEqual({ claim: true, answer: false });
    expect(
      refusalOf(() => authorize(memberActor(3), translationPolicy.claim, { role: { ...yuki, user_id: 3 }, request })),
    ).toEqual({
      status: 403,
      body: { code: 0, message: TranslationMessages.ownRequest, reason: RefusalReason.OwnRequest },
    });
    const other = { ...request, target: 'ko' };
    expect(refusalOf(() => authorize(memberActor(7), translationPolicy.claim, { role: yuki, request: other }))).toEqual(
      {
        status: 404,
        body: { code: 0, message: 'Request not found' },
      },
    );
    expect(taskFlags(yuki, { ...request, status: 'claimed', translator_id: 8 })).toEqual({
      claim: false,
      answer: false,
    });
  });

  it('only the claimer answers (403 not_yours); the asker alone reports a done translation (404)', () => {
    const claimed = { ...request, status: 'claimed', translator_id: 7 };
    expect(taskFlags(yuki, claimed)).toEqual({ claim: false, answer: true });
    expect(refusalOf(() => authorize(memberActor(8), translationPolicy.answer, claimed))?.body.reason).toBe(
      RefusalReason.NotYours,
    );
    const done = { ...claimed, status: 'done' };
    expect(refusalOf(() => authorize(memberActor(3), translationPolicy.report, done))).toBeUndefined();
    for (const [actor, subject] of [
      [memberActor(7), done],
      [memberActor(3), claimed],
      [memberActor(3), undefined],
    ] as const) {
      expect(refusalOf(() => authorize(actor, translationPolicy.report, subject))).toEqual({
        status: 404,
        body: { code: 0, message: 'Translation not found' },
      });
    }
  });
});
