import {
  SignInResultSchema,
  type FamilyChildInput,
  type FamilyConsent,
  type FamilyParent,
  type SignInResult,
} from '@roar/contracts';
import { API_BASE, apiClient } from '../../lib/api-client.ts';

/** Thrown when no API address can be formed (no page origin: the client is not initialised). */
export const BASE_URL_NOT_SET = 'Base URL is not set.';
export const STUDENTS_MUST_BE_AN_ARRAY = 'The students parameter must be an array.';

/** The API's absolute base address, or null outside a page (relative URLs cannot be fetched). */
function apiBaseUrl(): string | null {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return origin && origin !== 'null' ? `${origin}${API_BASE}` : null;
}

/** The parent's details of the family-creation call. */
export interface ParentData extends FamilyParent {
  captchaToken?: string;
}

/**
 * The family-creation operation (docs/product/data.md section 10 and docs/product/validation.md
 * section 5): five parameters and a sixth, `isTestData`, defaulting to false. Registers the parent,
 * the family and `students` (an array, possibly empty) in one server transaction and answers the
 * parent's new session, or the second step of the sign-in when adults must use an authenticator
 * app (docs/decisions/031-second-factor.md). Throws when the API client has no base address or
 * `students` is not an array, before any call.
 */
export async function createNewFamily(
  email: string,
  password: string,
  parentData: ParentData,
  students: FamilyChildInput[],
  consent: FamilyConsent,
  isTestData = false,
): Promise<SignInResult> {
  if (!apiBaseUrl()) throw new Error(BASE_URL_NOT_SET);
  if (!Array.isArray(students)) throw new Error(STUDENTS_MUST_BE_AN_ARRAY);
  const { captchaToken, ...parent } = parentData;
  const body = await apiClient.post<unknown>('/auth/register/family', {
    email,
    password,
    parent,
    students,
    consent,
    isTestData,
    ...(captchaToken ? { captchaToken } : {}),
  });
  return SignInResultSchema.parse(body);
}
