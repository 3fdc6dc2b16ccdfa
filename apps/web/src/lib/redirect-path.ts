import { paths } from '../config/paths.ts';

/** Tab, line feed and carriage return: URL parsers drop them wherever they are (WHATWG URL). */
const IGNORED_BY_URL_PARSERS = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const OTHER_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The in-app path to go to after signing in, from a `redirect_to` value. Tabs and line breaks
 * are removed first, as a browser would remove them (so `/\t/evil.example` is judged as the
 * `//evil.example` it would become, and a stray tab never spoils a sign-in); a value with other
 * control characters leads Home. Only same-site paths are followed: anything with a scheme, a
 * protocol-relative `//` or a `/\` prefix is refused and leads to /unauthorized; no value leads
 * Home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  const path = value?.replace(IGNORED_BY_URL_PARSERS, '');
  if (path === undefined || path === '' || OTHER_CONTROL.test(path)) return paths.home;
  if (!path.startsWith('/')) return paths.unauthorized;
  if (/^(?:[a-z+]+:)?\/\//i.test(path) || /^\/[\\/]+/.test(path)) return paths.unauthorized;
  return path;
}
