/** Query and mutation keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  user: (uid: string) => [...profileKeys.all, 'user', uid] as const,
  identities: () => [...profileKeys.all, 'identities'] as const,
  updateProfile: () => [...profileKeys.all, 'update'] as const,
  changePassword: () => [...profileKeys.all, 'password'] as const,
  unlink: () => [...profileKeys.all, 'unlink'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  endSession: () => [...profileKeys.all, 'end-session'] as const,
  secondFactor: () => [...profileKeys.all, 'second-factor'] as const,
  secondFactorSetup: () => [...profileKeys.all, 'second-factor', 'setup'] as const,
  secondFactorConfirm: () => [...profileKeys.all, 'second-factor', 'confirm'] as const,
  recoveryCodes: () => [...profileKeys.all, 'second-factor', 'recovery-codes'] as const,
  secondFactorOff: () => [...profileKeys.all, 'second-factor', 'disable'] as const,
};
