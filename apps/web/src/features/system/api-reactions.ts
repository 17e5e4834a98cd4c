import { ErrorCode, upgradePromptCodes, UPLOAD_MAX_SIDE, UPLOAD_MIN_SIDE, type RefusalReason } from '@yuanfen/contract';
import type { ParseKeys } from 'i18next';
import { apiHooks, type ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { navigateTo } from '../../lib/navigation';
import { useUiStore, type PromptAction } from '../../lib/ui-store';
import { cachedMe } from '../../lib/account.queries';
import { queryClient } from '../../lib/query-client';
import { rateLimitedUntil } from '../../lib/rate-limited';

/** A key of the namespaces refusal texts live in, written `namespace:key`. */
type TextKey = ParseKeys<
  ['errors', 'chat', 'photos', 'translation', 'game', 'verify', 'contact', 'affiliate', 'withdraw']
>;

/**
 * What the member reads for each refusal reason (contract `RefusalReason`): the texts the features
 * already had where one exists, else `errors:reason.*`. A reason added to the contract without a text
 * here fails the typecheck.
 */
export const reasonTextKeys: Record<RefusalReason, TextKey> = {
  blocking: 'chat:refused.blocking',
  blocked_by: 'chat:refused.blocked',
  not_accepting: 'chat:refused.notAccepting',
  other_language: 'chat:refused.otherLanguage',
  verified_only: 'errors:reason.verifiedOnly',
  daily_limit: 'errors:code.400058',
  wrong_credentials: 'errors:code.400002',
  wrong_password: 'errors:reason.wrongPassword',
  recall_expired: 'chat:message.recallExpired',
  recall_not_sender: 'errors:reason.recallNotSender',
  friend_requests_closed: 'errors:reason.friendRequestsClosed',
  photo_has_text: 'photos:upload.hasText',
  not_image: 'photos:upload.notImage',
  image_too_small: 'photos:upload.tooSmall',
  image_too_large: 'photos:upload.tooManyPixels',
  upload_malformed: 'photos:upload.failed',
  upload_too_slow: 'photos:upload.timedOut',
  price_changed: 'photos:pay.priceChanged',
  already_shown: 'errors:reason.alreadyShown',
  not_translator: 'translation:queue.notTranslator',
  own_request: 'errors:reason.ownRequest',
  already_claimed: 'translation:queue.taken',
  not_yours: 'errors:reason.notYours',
  request_expired: 'errors:reason.requestExpired',
  same_language: 'errors:reason.sameLanguage',
  nothing_to_translate: 'errors:reason.nothingToTranslate',
  two_factor_required: 'errors:reason.twoFactorRequired',
  otp_required: 'errors:reason.otpRequired',
  otp_invalid: 'errors:reason.otpInvalid',
  two_factor_enabled: 'errors:reason.twoFactorEnabled',
  game_signature_invalid: 'errors:game.signature',
  game_round_used: 'errors:game.used',
  game_too_fast: 'errors:game.tooFast',
  game_round_expired: 'errors:game.expired',
  game_score_impossible: 'errors:game.impossible',
  verification_pending: 'errors:verify.pending',
  not_partner: 'errors:contact.notPartner',
  contact_not_offered: 'errors:contact.notOffered',
  vip_or_payment: 'errors:contact.vipOrPayment',
  portal_key_invalid: 'errors:portal.invalid',
  portal_key_expired: 'errors:portal.expired',
  portal_key_used: 'errors:portal.used',
  portal_key_other_member: 'errors:portal.otherMember',
  recharge_only: 'errors:portal.rechargeOnly',
  below_minimum: 'errors:withdraw.belowMinimum',
  above_withdrawable: 'errors:withdraw.aboveWithdrawable',
};

/** The text of a refusal reason in the interface language (undefined for a reason this client does not know). */
export function reasonText(reason: RefusalReason | undefined): string | undefined {
  const key = reason === undefined ? undefined : reasonTextKeys[reason];
  return key ? i18n.t(key as 'errors:generic', { min: UPLOAD_MIN_SIDE, max: UPLOAD_MAX_SIDE }) : undefined;
}

/** The reason's text, else the product code's, in the interface language; else the server's English text. */
export function errorText(error: ApiError): string {
  const why = reasonText(error.reason);
  if (why) return why;
  const key = `errors:code.${error.code}`;
  if (error.code > 0 && i18n.exists(key)) return i18n.t(key as 'errors:code.0');
  return error.message || i18n.t('errors:generic');
}

function promptActionFor(code: number): PromptAction | undefined {
  if (code === ErrorCode.AccountBanned || code === ErrorCode.AccountRestricted) return 'contact';
  if (code === ErrorCode.AccountDeactivated) return 'reactivate';
  if (code === ErrorCode.NotEnoughGold) return 'recharge';
  if (upgradePromptCodes.includes(code)) return 'upgrade';
  return undefined;
}

/** Spec §8: prompts with the right button per code, the e-mail prompt, else a 4-second toast. */
export function reactToApiError(error: ApiError): void {
  const ui = useUiStore.getState();
  if (error.status === 0) return;
  if (error.code === ErrorCode.AlreadyVerified) return;
  if (error.code === ErrorCode.MessageNeedsVipOrEmail && cachedMe()?.email_verified !== 1) {
    ui.setEmailPrompt(true);
    return;
  }
  if (error.code === ErrorCode.NotEnoughGold) ui.setGiftPicker(false);
  const action = promptActionFor(error.code);
  if (action !== undefined) {
    ui.showPrompt({ message: errorText(error), action });
    return;
  }
  if (error.status >= 500) {
    ui.showToast(i18n.t('errors:generic'));
    return;
  }
  if (error.message || error.code > 0) ui.showToast(errorText(error));
}

/** What the prompt's button does. */
export function runPromptAction(action: PromptAction): void {
  const ui = useUiStore.getState();
  ui.closePrompt();
  if (action === 'contact') navigateTo('/contact');
  if (action === 'reactivate') navigateTo('/reactivate');
  if (action === 'upgrade') ui.openPay('upgrade');
  if (action === 'recharge') {
    ui.setGiftPicker(false);
    ui.openPay('recharge');
  }
}

apiHooks.onError = (error) => reactToApiError(error);
// A page whose own load was refused shows the countdown in place of the page (RateLimitedState); any other
// refused read (a button's, the next page of a list already shown) is told by the toast, as other refusals.
// Looked at once the query cache has recorded the refusal.
apiHooks.onRateLimitedRead = (error) =>
  void setTimeout(() => {
    if (rateLimitedUntil(queryClient) === 0) reactToApiError(error);
  }, 0);
apiHooks.onNotFound = () => navigateTo('/404', { replace: true });
apiHooks.onMaintenance = () => window.location.assign('/maintenance');
