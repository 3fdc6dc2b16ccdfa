import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { SSO_PROVIDERS } from '@roar/contracts';
import { SIGNING_ALG } from '../auth/keys.ts';
import type { TokenSettings } from '../auth/tokens.ts';

/** Cookie carrying one sign-in in progress between `start` and `callback`. */
export const FLOW_COOKIE = 'roar_sso_flow';
/** How long a visit to the provider may take. */
export const FLOW_TTL_SECONDS = 600;
/** Audience of the flow token: it can never pass for an access token (and the reverse). */
const FLOW_AUDIENCE = 'roar-sso-flow';

const FlowStateSchema = z.object({
  provider: z.enum(SSO_PROVIDERS),
  /** PKCE code verifier (S256). */
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  redirectTo: z.string().optional(),
  /** Present for an explicit link action: the signed-in account to link to. */
  linkUserId: z.string().optional(),
});
export type FlowState = z.infer<typeof FlowStateSchema>;

/**
 * Signs the flow state with the server's token key (so every replica can read it, with no extra
 * secret to configure). Signed, not encrypted: it lives in an httpOnly cookie and is useless
 * without the browser that holds it and the code the provider sends to that browser.
 */
export async function sealFlowState(settings: TokenSettings, flow: FlowState): Promise<string> {
  return new SignJWT({ ...flow })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: settings.keys.kid })
    .setIssuer(settings.issuer)
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .sign(settings.keys.privateKey);
}

/** The flow state of a cookie, or undefined when it is missing, forged, expired or malformed. */
export async function openFlowState(
  settings: TokenSettings,
  token: string | undefined,
): Promise<FlowState | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, settings.keys.publicKey, {
      issuer: settings.issuer,
      audience: FLOW_AUDIENCE,
      algorithms: [SIGNING_ALG],
    });
    const parsed = FlowStateSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
