import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';
import { canResetTwoFactor, looksLikeEmail } from './member-rules';

describe('deviceLabel', () => {
  it('names the system and browser of common user agents', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ platform: 'Android', browser: 'Chrome' });
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ platform: 'iOS', browser: 'Safari' });
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0'),
    ).toEqual({ platform: 'Windows', browser: 'Edge' });
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({
      platform: 'macOS',
      browser: 'Firefox',
    });
  });

  it('says nothing it does not know', () => {
    expect(deviceLabel(null)).toEqual({ platform: null, browser: null });
    expect(deviceLabel('okhttp/4.12')).toEqual({ platform: null, browser: null });
  });
});

describe('the member tools', () => {
  it('takes an e-mail address that looks sendable', () => {
    expect(looksLikeEmail(' olga@example.com ')).toBe(true);
    expect(looksLikeEmail('olga@example')).toBe(false);
    expect(looksLikeEmail('olga example@x.com')).toBe(false);
    expect(looksLikeEmail('')).toBe(false);
  });

  it('offers a two-factor reset only with the permission, to someone who has it on, and never to oneself', () => {
    expect(canResetTwoFactor({ id: 2, two_factor: true }, 1, true)).toBe(true);
    expect(canResetTwoFactor({ id: 2, two_factor: true }, 1, false)).toBe(false);
    expect(canResetTwoFactor({ id: 2, two_factor: false }, 1, true)).toBe(false);
    expect(canResetTwoFactor({ id: 1, two_factor: true }, 1, true)).toBe(false);
  });
});
