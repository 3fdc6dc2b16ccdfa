import { z } from 'zod';
import { AuthSessionSchema } from './auth.ts';

/**
 * Two-step sign-in with an authenticator app (docs/decisions/031-second-factor.md). A first factor
 * (password, email link, provider, family registration) that needs a second answers this step
 * instead of a session; the browser holds the pending sign-in in an httpOnly cookie.
 */
export const SecondFactorStepSchema = z.object({
  /** 'verify': enter a code; 'enrol': set up an authenticator app first (required, none yet). */
  secondFactor: z.enum(['verify', 'enrol']),
  redirectTo: z.string().optional(),
});
export type SecondFactorStep = z.infer<typeof SecondFactorStepSchema>;

/** What a sign-in answers: a session, or the second step. */
export const SignInResultSchema = z.union([AuthSessionSchema, SecondFactorStepSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** Recovery codes: ten, each good once, shown only when made. */
export const RECOVERY_CODE_COUNT = 10;

/** A new authenticator to set up: the secret in base32 and the otpauth:// address for a QR code. */
export const AuthenticatorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type AuthenticatorSetup = z.infer<typeof AuthenticatorSetupSchema>;

/** The pending sign-in, for the second-step page. */
export const SecondFactorChallengeSchema = z.object({
  purpose: z.enum(['verify', 'enrol']),
  /** Present when purpose is 'enrol'. */
  setup: AuthenticatorSetupSchema.optional(),
  /** Recovery codes the account has left (verify). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

/** A six-digit code from the app, or a recovery code (spaces and dashes are ignored). */
export const SecondFactorCodeSchema = z.object({ code: z.string().trim().min(1).max(64) });
export type SecondFactorCode = z.infer<typeof SecondFactorCodeSchema>;

/** The session after the second step; recovery codes when an authenticator was just set up. */
export const SecondFactorSessionSchema = AuthSessionSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondFactorSession = z.infer<typeof SecondFactorSessionSchema>;

/** Two-step sign-in on the profile page. */
export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** This account may not turn it off (SECOND_FACTOR=required and an adult account). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
