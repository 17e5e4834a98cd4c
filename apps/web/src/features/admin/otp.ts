/** A code as typed: spaces and dashes dropped (apps show "123 456"). */
export const normalizeOtp = (input: string): string => input.replace(/[\s-]/g, '');

/** A TOTP code is 6 digits (RFC 6238 as the server sets it up). */
export const isOtpCode = (value: string): boolean => /^\d{6}$/.test(value);
