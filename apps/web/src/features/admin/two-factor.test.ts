import { describe, expect, it } from 'vitest';
import { changeSummary, targetLink } from './audit/audit-format';
import { isOtpCode, normalizeOtp } from './otp';
import { qrPath } from './qr-path';
import { recoveryCodesText } from './recovery-codes';

describe('two-factor setup', () => {
  it('accepts a 6-digit code typed with spaces or a dash', () => {
    expect(isOtpCode(normalizeOtp('123 456'))).toBe(true);
    expect(isOtpCode(normalizeOtp('123-456'))).toBe(true);
    expect(isOtpCode(normalizeOtp('12345'))).toBe(false);
    expect(isOtpCode(normalizeOtp('abcdef'))).toBe(false);
  });

  it('draws the otpauth URL as a square QR code with its three finder patterns', () => {
    const { size, path } = qrPath('otpauth://totp/Yuanfen:op%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Yuanfen');
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    // A finder pattern's dark corner in the top left, top right and bottom left.
    expect(path).toContain('M0 0h1v1h-1z');
    expect(path).toContain(`M${size - 1} 0h1v1h-1z`);
    expect(path).toContain(`M0 ${size - 1}h1v1h-1z`);
  });

  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesText('Recovery codes', ['aaaa-bbbb', 'cccc-dddd'])).toBe(
      'Recovery codes\n\naaaa-bbbb\ncccc-dddd\n',
    );
  });
});

describe('audit log', () => {
  it('sums up what an entry changed, before → after, leaving out what stayed', () => {
    expect(changeSummary({ status: 'active', vip: 0 }, { status: 'suspended', vip: 0 })).toBe(
      'status: active → suspended',
    );
    expect(changeSummary(null, { roles: ['moderator'] })).toBe('roles: ∅ → ["moderator"]');
    expect(changeSummary(null, null)).toBe('');
  });

  it('links a member target to the member', () => {
    expect(targetLink('user:12')).toBe('/admin/members/12');
    expect(targetLink('report:7')).toBeUndefined();
  });
});
