export { InstallPrompt } from './InstallPrompt';
export {
  captureInstallPrompt,
  currentPushSubscription,
  disablePush,
  enablePush,
  followLanguageInManifest,
  followPushSubscriptionChanges,
  forgetPushOnSignOut,
  isStandalone,
  pushSupported,
  registerServiceWorker,
} from './pwa';
