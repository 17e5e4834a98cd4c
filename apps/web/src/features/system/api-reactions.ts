import { ErrorCode, upgradePromptCodes } from '@yuanfen/contract';
import { apiHooks, type ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { navigateTo } from '../../lib/navigation';
import { useUiStore, type PromptAction } from '../../lib/ui-store';
import { cachedMe } from '../account/account.queries';

/** The product code's message in the interface language, else the server's English text. */
export function errorText(error: ApiError): string {
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
apiHooks.onNotFound = () => navigateTo('/404', { replace: true });
apiHooks.onMaintenance = () => window.location.assign('/maintenance');
