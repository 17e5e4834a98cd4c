export const REASON_MAX = 500;

/** A reason as the server takes it: trimmed, 1–500 characters; undefined when it is not one. */
export function validReason(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= REASON_MAX ? trimmed : undefined;
}
