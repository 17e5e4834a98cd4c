export { InstallPrompt } from './InstallPrompt';
export {
  captureInstallPrompt,
  currentPushSubscription,
  disablePush,
  enablePush,
  followLanguageInManifest,
  forgetPushOnSignOut,
  isStandalone,
  pushSupported,
  registerServiceWorker,
} from './pwa';
