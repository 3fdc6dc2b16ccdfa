/**
 * Whether a sign-out is under way. While it is, the page the user left must not send them to
 * sign-in with a redirect back to itself (docs/product/states.md section 6: sign-out goes to the
 * sign-in route).
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(value: boolean): void {
  signingOut = value;
}
