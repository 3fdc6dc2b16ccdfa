import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_ROOT_ELEMENT_ID } from '@roar/contracts';
import { App } from './app/app.tsx';
import { preloadFirstScreen } from './app/routes/preload-first-screen.ts';
import { createI18n, registerAppI18n } from './i18n/i18n.ts';
import { detectLocale } from './i18n/locale-preference.ts';
import { startColorScheme } from './lib/color-scheme.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { restoreSession } from './lib/auth-session.ts';
import { sessionStore } from './stores/session-store.ts';

async function start() {
  startColorScheme();
  // Error reporting loads in the background; it must never delay or break the start.
  void initErrorReporting().catch((error: unknown) => {
    console.error('Error reporting could not start', error);
  });
  const i18n = await createI18n(detectLocale());
  registerAppI18n(i18n);
  document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;

  const container = document.getElementById(APP_ROOT_ELEMENT_ID);
  if (!container) throw new Error(`Missing #${APP_ROOT_ELEMENT_ID} element`);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  // App start of docs/product/states.md section 5: restore the signed-in session (if any), load
  // claims and user
  // records, then mark the app ready.
  const restoring = restoreSession();
  // The first screen's code once the session's own request is on its way, not ahead of it in the
  // browser's queue (six connections over HTTP/1.1; issue 22).
  setTimeout(() => preloadFirstScreen(window.location.pathname), 0);
  await restoring;
  sessionStore.setReady(true);
}

void start();
