import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { i18nReady } from './lib/i18n';
import './features/system/api-reactions';
import { resumeSession } from './features/account/session';
import { router } from './app/router';
import { scheduleFingerprint } from './lib/client-env';
import {
  captureInstallPrompt,
  followLanguageInManifest,
  followPushSubscriptionChanges,
  registerServiceWorker,
} from './features/pwa';
import { queryClient } from './lib/query-client';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/components.css';
import './ui/styles/forms.css';
import './ui/styles/menus.css';
import './ui/styles/overlays.css';
import './ui/styles/landing.css';
import './ui/styles/pages.css';

scheduleFingerprint();
resumeSession();
captureInstallPrompt();
registerServiceWorker();
followPushSubscriptionChanges();

// The first paint waits for the interface language's strings (one small chunk), so no bare key shows.
void i18nReady.then(() => {
  followLanguageInManifest();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
