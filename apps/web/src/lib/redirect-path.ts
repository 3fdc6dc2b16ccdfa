import { paths } from '../config/paths.ts';

/**
 * The in-app path to go to after signing in, from a `redirect_to` value. Only same-site paths are
 * followed: anything with a scheme, a protocol-relative `//` or a `/\` prefix is refused and leads
 * to /unauthorized; no value leads Home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return paths.home;
  if (!value.startsWith('/')) return paths.unauthorized;
  if (/^(?:[a-z+]+:)?\/\//i.test(value) || /^\/[\\/]+/.test(value)) return paths.unauthorized;
  return value;
}
