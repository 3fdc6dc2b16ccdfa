/** Query and mutation keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  emailLink: () => [...authKeys.all, 'email-link'] as const,
};
