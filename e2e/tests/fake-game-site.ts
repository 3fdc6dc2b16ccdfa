import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A game site on loopback that speaks the protocol of docs/product/tasks.md section 10 (ADR 027)
 * from its own reading of it: it checks the launch link's signature, shows a page with a Finish
 * button, and on Finish calls the platform's callback with a completion signed by the shared
 * secret. It records what it saw, so a test can check that only a pseudonym arrived.
 */
export async function startFakeGameSite(secret: string) {
  const sign = (lines: string[]) =>
    createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
  const launches: URLSearchParams[] = [];
  const completions: number[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/play') {
      const q = url.searchParams;
      launches.push(q);
      const fields = ['run', 'pid', 'exp', 'lng', 'callback'].map((name) => q.get(name) ?? '');
      const valid = q.get('sig') === sign(['launch', ...fields]);
      response.writeHead(valid ? 200 : 403, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        valid
          ? `<!doctype html><title>Lion and Monkey</title><h1>Lion and Monkey</h1>
             <form method="post" action="/finish?${q.toString()}"><button>Finish</button></form>`
          : 'bad signature',
      );
      return;
    }
    if (url.pathname === '/finish' && request.method === 'POST') {
      const q = url.searchParams;
      const run = q.get('run')!;
      const pid = q.get('pid')!;
      const exp = Math.floor(Date.now() / 1000) + 300;
      void fetch(q.get('callback')!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ run, pid, exp, sig: sign(['complete', run, pid, String(exp)]) }),
      }).then((answer) => {
        completions.push(answer.status);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Done</title><p>All done (${answer.status})</p>`);
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/play`,
    launches,
    completions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
