/** An unsigned JWT-shaped token with `payload` (the client never verifies signatures). */
export function fakeToken(payload: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA' })}.${encode(payload)}.signature`;
}
