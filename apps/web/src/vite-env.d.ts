/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error-reporting DSN; reporting is off when unset. */
  readonly VITE_SENTRY_DSN?: string;
  /** Environment name sent with error reports (defaults to the Vite mode). */
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  /** The product's own sign-in domain: e-mail addresses on it are greeted without the domain. */
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
