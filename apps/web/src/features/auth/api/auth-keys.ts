/** Query and mutation keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  emailLinkComplete: () => [...authKeys.all, 'email-link', 'complete'] as const,
  passwordReset: () => [...authKeys.all, 'password-reset'] as const,
  passwordResetComplete: () => [...authKeys.all, 'password-reset', 'complete'] as const,
  secondFactor: () => [...authKeys.all, 'second-factor'] as const,
  secondFactorCode: () => [...authKeys.all, 'second-factor', 'code'] as const,
};
