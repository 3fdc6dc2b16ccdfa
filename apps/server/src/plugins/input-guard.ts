import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { isStorableText, unstorableInput } from '../lib/unstorable-input.ts';

/**
 * Refuses, for every route and before its schema runs, input that no endpoint can take: text
 * holding U+0000 or an unpaired UTF-16 surrogate, anywhere in the path parameters, the query, the
 * body (object keys and free-form JSON such as a trial's `data` included) or the headers, and JSON
 * nested too deep (lib/unstorable-input.ts). The answer is the usual 400 `validation_failed`,
 * naming each field with the problem code `invalidText` or `tooDeep` (UNSTORABLE_INPUT_PROBLEMS),
 * so forms show it on the field and a game's uploader drops the trial instead of retrying it.
 *
 * A preValidation hook: the caller is authenticated first (onRequest), so an anonymous caller
 * still learns nothing about an endpoint's input.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    dropUnstorableCookies(request);
    const problems = [
      ...unstorableInput(request.params),
      ...unstorableInput(request.query),
      ...unstorableInput(request.body),
      ...unstorableInput(request.headers, ['headers']),
    ];
    if (problems.length === 0) return;
    throw new AppError(
      'validation_failed',
      'The request is not valid.',
      Object.fromEntries(problems.map((p) => [p.path, p.problem])),
    );
  });
}

/**
 * Cookies come back as we set them; one holding such text (decoded from `%00`) was forged or
 * damaged, and counts as absent: the route answers as it would without it (not signed in), and a
 * browser holding it can still sign in or out instead of being refused on every request.
 */
function dropUnstorableCookies(request: FastifyRequest): void {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  for (const [name, value] of Object.entries(cookies ?? {})) {
    if (!isStorableText(name) || (value !== undefined && !isStorableText(value))) {
      delete cookies![name];
    }
  }
}
