import { isApiError } from '../../lib/api';
import { fieldMessage } from '../account';

/** A 400001's field refusals in the interface language (the server words them as spec §5 does). */
export function supportFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.errors) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [field, fieldMessage(text) ?? text]));
}
