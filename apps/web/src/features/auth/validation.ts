/** Sign-in modes: username/email with password, or a link sent by email. */
export type SignInMode = 'password' | 'email-link';

export type IdentifierError = 'identifierRequired' | 'invalidEmail' | 'emailRequired';
export type PasswordError = 'passwordRequired';

export interface SignInErrors {
  identifier?: IdentifierError;
  password?: PasswordError;
}

// One @, something before it, a dot in the domain, no spaces: enough to catch typing mistakes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Client-side checks of the sign-in form (docs/product/validation.md sections 2 and 3). A value
 * containing '@' is an email and must be valid ('Error: invalid email'); one without is a username,
 * except in email-link mode, where an address is needed.
 */
export function validateSignIn(
  values: { identifier: string; password: string },
  mode: SignInMode,
): SignInErrors {
  const errors: SignInErrors = {};
  const identifier = values.identifier.trim();
  if (!identifier) errors.identifier = 'identifierRequired';
  else if (identifier.includes('@')) {
    if (!isValidEmail(identifier)) errors.identifier = 'invalidEmail';
  } else if (mode === 'email-link') errors.identifier = 'emailRequired';
  if (mode === 'password' && values.password === '') errors.password = 'passwordRequired';
  return errors;
}
