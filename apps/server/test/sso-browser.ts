import { createServer, type AddressInfo } from 'node:net';

/** A free loopback port (the app is then built with PUBLIC_URL on it and listens there). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser: a cookie jar (name + path) and manual redirects. */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr('path') ?? url.pathname.replace(/\/[^/]*$/, '') ?? '/';
      const expires = attr('expires');
      const removed =
        attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
      const key = `${name}`;
      if (removed || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path: path || '/' });
    }
  }

  /** One request with the jar's cookies, no redirect following. */
  async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  /**
   * Follows redirects until a page answers, or until the next hop would leave for `stopAt` (a
   * pathname prefix, e.g. the web app's /sso), which is then returned unvisited.
   */
  async follow(
    start: URL,
    init: RequestInit = {},
    stopAt = '/sso',
  ): Promise<{ url: URL; res?: Response }> {
    let url = start;
    let res = await this.request(url, init);
    for (let hop = 0; hop < 20; hop += 1) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url, res };
      url = new URL(location, url);
      if (url.pathname.startsWith(stopAt)) return { url };
      res = await this.request(url);
    }
    throw new Error('too many redirects');
  }
}

/** The form of an HTML page: its action and each input's name and value, read one by one. */
export function readForm(html: string, base: URL): { action: URL; fields: Record<string, string> } {
  const action = /<form\b[^>]*\baction="([^"]*)"/i.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in page: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input)?.[1] ?? '';
    if (name) fields[name] = value;
  }
  return { action: new URL(action.replaceAll('&amp;', '&'), base), fields };
}
