/** Providers of single sign-on (spec section 1). */
export const SSO_PROVIDERS = ['google', 'clever', 'classlink', 'nycps'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
