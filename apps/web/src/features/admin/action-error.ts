import { ErrorCode } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';

export type ActionErrorKey =
  'errors.notEnoughGold' | 'errors.forbidden' | 'errors.invalid' | 'errors.notFound' | 'errors.failed';

/** Which text explains a refused console write (by status and code, never by the English message). */
export function actionErrorKey(error: unknown): ActionErrorKey {
  if (!isApiError(error)) return 'errors.failed';
  if (error.code === ErrorCode.NotEnoughGold) return 'errors.notEnoughGold';
  if (error.status === 403) return 'errors.forbidden';
  if (error.status === 404) return 'errors.notFound';
  if (error.code === ErrorCode.ValidationFailed) return 'errors.invalid';
  return 'errors.failed';
}
