/**
 * A same-site path to land on after signing in, or undefined. Anything absolute, protocol-relative
 * (`//host`, `/\host`), with control characters or too long is dropped, so a crafted link can never
 * send a fresh sign-in to another site (open redirect).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes let browsers reinterpret the path as another host.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return undefined;
  }
  return value;
}
