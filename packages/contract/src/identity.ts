export type IdentityKind = 'email' | 'phone' | 'name';

/** Spec §5: an identifier with an at-sign is an e-mail, a numeric one a phone, anything else a name. */
export function classifyIdentity(identity: string): IdentityKind {
  const value = identity.trim();
  if (value.includes('@')) return 'email';
  if (/^\+?\d[\d\s-]*$/.test(value)) return 'phone';
  return 'name';
}

/** Phones are stored as digits only, with the country dial code when one was given. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
