/** Providers of single sign-on (docs/product/overview.md section 3). */
export const SSO_PROVIDERS = ['google', 'clever', 'classlink', 'nycps'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
