import { catalogueTask, isLaunchUrl, type AccessTokenPayload } from '@roar/contracts';
import { findRunById, findVariantSecret, type Db, type Run } from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { unseal } from '../jobs/seal.ts';
import { finishRun } from '../runs/complete-run.ts';
import { writableRun, type RunDatabases } from '../runs/run-access.ts';
import {
  EXTERNAL_LINK_SECONDS,
  EXTERNAL_MAX_EXPIRY_SECONDS,
  externalSignature,
  pseudonymOf,
  signatureHolds,
} from './signature.ts';

/** Keys derived from the server's signing key: sealing variant secrets, making pseudonyms. */
export interface ExternalKeys {
  seal: Buffer;
  pseudonym: Buffer;
}

/** Purposes of the secrets derived from the signing key (modules/auth/keys.ts). */
export const EXTERNAL_SEAL_PURPOSE = 'roar external secrets v1';
export const EXTERNAL_PSEUDONYM_PURPOSE = 'roar external pseudonyms v1';

/** Path of the completion callback below the public address. */
export const EXTERNAL_CALLBACK_PATH = '/api/external/completions';

const isExternal = (run: Pick<Run, 'taskId'>) => catalogueTask(run.taskId)?.launch === 'external';

const notConfigured = () =>
  new AppError(
    'external_not_configured',
    'This game is not set up yet: its address or its shared secret is missing.',
  );

/** The shared secret of a variant, unsealed; null when it has none. */
async function secretOf(db: Db, keys: ExternalKeys, variantId: string | null) {
  const sealed = variantId ? await findVariantSecret(db, variantId) : null;
  if (!sealed) return null;
  try {
    return unseal(keys.seal, sealed).toString('utf8');
  } catch {
    // Sealed under another signing key (the key was replaced): as if no secret were set.
    return null;
  }
}

/**
 * The signed address that opens an external game for a started run of the caller (or of a
 * student they launched): the variant's address with `run`, `pid` (the pseudonymous student id,
 * the only thing about the child that leaves), `exp`, `lng`, `callback` and `sig` (over all
 * five, so the callback address cannot be changed).
 */
export async function externalLink(
  dbs: RunDatabases,
  keys: ExternalKeys,
  params: { auth: AccessTokenPayload; runId: string; publicUrl: string; isProduction: boolean },
  now = new Date(),
): Promise<{ url: string }> {
  const run = await writableRun(dbs, params.auth, params.runId, now);
  if (!isExternal(run)) throw new AppError('bad_request', 'This game is played on this site.');
  if (run.state !== 'started') throw new AppError('run_completed', 'The run is over.');
  const launchUrl = typeof run.params?.launchUrl === 'string' ? run.params.launchUrl : null;
  const allowed = launchUrl && isLaunchUrl(launchUrl);
  if (!allowed || (params.isProduction && !launchUrl.startsWith('https:'))) throw notConfigured();
  const secret = await secretOf(dbs.admin, keys, run.variantId);
  if (!secret) throw notConfigured();
  const fields = {
    run: run.id,
    pid: pseudonymOf(keys.pseudonym, run.taskId, run.userId),
    exp: Math.floor(now.getTime() / 1000) + EXTERNAL_LINK_SECONDS,
    lng: typeof run.params?.language === 'string' ? run.params.language : 'en',
    callback: new URL(EXTERNAL_CALLBACK_PATH, params.publicUrl).toString(),
  };
  const url = new URL(launchUrl);
  url.searchParams.set('run', fields.run);
  url.searchParams.set('pid', fields.pid);
  url.searchParams.set('exp', String(fields.exp));
  url.searchParams.set('lng', fields.lng);
  url.searchParams.set('callback', fields.callback);
  url.searchParams.set('sig', externalSignature(secret, 'launch', fields));
  return { url: url.toString() };
}

/**
 * The other site's signed completion of a run: the signature over run, pseudonymous id and
 * expiry with the variant's secret must hold, the expiry lie ahead (and not too far), and the run
 * still be started; then the run and its assessment are completed (progress only). A forged,
 * mismatched or expired completion is refused the same way, whatever the run; a replay answers
 * run_completed and changes nothing.
 */
export async function completeExternalRun(
  dbs: RunDatabases,
  keys: ExternalKeys,
  input: { run: string; pid: string; exp: number; sig: string },
  now = new Date(),
): Promise<void> {
  const refused = () => new AppError('forbidden', 'The completion is not valid.');
  const run = await findRunById(dbs.app, input.run);
  if (!run || !isExternal(run)) throw refused();
  const secret = await secretOf(dbs.admin, keys, run.variantId);
  if (!secret || input.pid !== pseudonymOf(keys.pseudonym, run.taskId, run.userId)) {
    throw refused();
  }
  const signed = { run: input.run, pid: input.pid, exp: input.exp };
  if (!signatureHolds(secret, 'complete', signed, input.sig)) throw refused();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (input.exp <= nowSeconds || input.exp > nowSeconds + EXTERNAL_MAX_EXPIRY_SECONDS) {
    throw new AppError('forbidden', 'The completion has expired.');
  }
  if (run.state === 'completed') throw new AppError('run_completed', 'The run is completed.');
  if (run.state !== 'started') throw new AppError('conflict', 'The run was abandoned.');
  await finishRun(dbs, { runId: run.id, input: {}, actor: {} }, now);
}
