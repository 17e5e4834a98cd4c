import { describe, expect, it } from 'vitest';
import { mergePushChange, notificationTarget, pickWindow, pushChange, vapidKeyBytes } from './push-logic';

const origin = 'https://yuanfen.example';

describe('a click on a notification', () => {
  it('opens the page its push named, on this site', () => {
    expect(notificationTarget({ url: '/chat/42' }, origin)).toBe(`${origin}/chat/42`);
    expect(notificationTarget({ url: `${origin}/friends?tab=requests` }, origin)).toBe(
      `${origin}/friends?tab=requests`,
    );
  });

  it('opens the news feed when the push named no page', () => {
    for (const data of [null, undefined, {}, { url: '' }, { url: 7 }]) {
      expect(notificationTarget(data, origin)).toBe(`${origin}/home`);
    }
  });

  it('follows no link to another site', () => {
    expect(notificationTarget({ url: 'https://elsewhere.example/phish' }, origin)).toBeNull();
    expect(notificationTarget({ url: '//elsewhere.example/x' }, origin)).toBeNull();
  });

  it('reuses the window already on the page, else the focused one, else the first of the app', () => {
    const feed = { url: `${origin}/home`, focused: false };
    const chat = { url: `${origin}/chat/42`, focused: false };
    const focusedMe = { url: `${origin}/me`, focused: true };
    const other = { url: 'https://elsewhere.example/', focused: true };
    expect(pickWindow([feed, focusedMe, chat], `${origin}/chat/42`, origin)).toBe(chat);
    expect(pickWindow([feed, other, focusedMe], `${origin}/gifts`, origin)).toBe(focusedMe);
    expect(pickWindow([other, feed, { url: `${origin}/me` }], `${origin}/gifts`, origin)).toBe(feed);
    expect(pickWindow([other], `${origin}/gifts`, origin)).toBeUndefined();
    expect(pickWindow([], `${origin}/gifts`, origin)).toBeUndefined();
  });
});

describe('a renewed push subscription', () => {
  const fresh = { endpoint: 'https://push.example/new', keys: { p256dh: 'BNewKey', auth: 'newAuth' } };

  it('sends the new subscription as push is turned on, and forgets the old endpoint', () => {
    expect(pushChange(fresh, 'https://push.example/old')).toEqual({
      subscribe: { endpoint: 'https://push.example/new', keys: { p256dh: 'BNewKey', auth: 'newAuth' } },
      remove: 'https://push.example/old',
    });
  });

  it('forgets nothing when there was no old subscription, or it kept its endpoint', () => {
    expect(pushChange(fresh, null)?.remove).toBeNull();
    expect(pushChange(fresh, undefined)?.remove).toBeNull();
    expect(pushChange(fresh, 'https://push.example/new')?.remove).toBeNull();
  });

  it('sends nothing for a subscription without its endpoint or keys', () => {
    expect(pushChange({ keys: fresh.keys }, null)).toBeNull();
    expect(pushChange({ endpoint: fresh.endpoint, keys: { p256dh: 'x' } }, null)).toBeNull();
    expect(pushChange({ endpoint: fresh.endpoint }, null)).toBeNull();
  });

  it('on top of a renewal not sent yet, forgets the endpoint the server knows, not the one in between', () => {
    const first = pushChange({ ...fresh, endpoint: 'https://push.example/b' }, 'https://push.example/a')!;
    const second = pushChange({ ...fresh, endpoint: 'https://push.example/c' }, 'https://push.example/b')!;
    expect(mergePushChange(first, second)).toEqual({ subscribe: second.subscribe, remove: 'https://push.example/a' });
    expect(mergePushChange(null, second)).toBe(second);
    // An unrelated pending change (another old endpoint) is replaced by the newest.
    const unrelated = pushChange({ ...fresh, endpoint: 'https://push.example/x' }, 'https://push.example/w')!;
    expect(mergePushChange(unrelated, second)).toBe(second);
  });

  it('subscribes again with the same VAPID key: the base64url text turned into its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(text).not.toContain('=');
    expect([...vapidKeyBytes(text)]).toEqual([...bytes]);
  });
});
