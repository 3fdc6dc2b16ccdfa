import {
  AuthSessionSchema,
  RunDetailSchema,
  UploadResultSchema,
  generateId,
  type TrialInput,
} from '@roar/contracts';

/** A student of the benchmark as the game sees them: a token and the run they play. */
export interface Player {
  token: string;
  runId: string;
}

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs a student in with their password and answers the access token. */
export async function signIn(baseUrl: string, login: string, password: string): Promise<string> {
  const session = AuthSessionSchema.parse(
    await post(baseUrl, '/api/auth/sign-in', { identifier: login, password }),
  );
  return session.accessToken;
}

/** Starts a run of the student's assessment (POST /api/app/runs) and answers its id. */
export async function startRun(
  baseUrl: string,
  token: string,
  params: { administrationId: string; taskId: string },
): Promise<string> {
  const body = { id: generateId(), taskVersion: '1.0.0', seed: generateId(), ...params };
  return RunDetailSchema.parse(await post(baseUrl, '/api/app/runs', body, token)).id;
}

/**
 * Uploads one batch of new trials as the game does and answers the time the request took, in ms,
 * from sending until the answer is read. Fails unless every trial was stored.
 */
export async function uploadTrials(
  baseUrl: string,
  player: Player,
  trials: TrialInput[],
): Promise<number> {
  const started = performance.now();
  const json = await post(
    baseUrl,
    `/api/app/runs/${player.runId}/trials`,
    { trials },
    player.token,
  );
  const elapsedMs = performance.now() - started;
  const result = UploadResultSchema.parse(json);
  if (result.accepted !== trials.length) {
    throw new Error(`upload stored ${result.accepted} of ${trials.length} trials`);
  }
  return elapsedMs;
}

/** Runs `task` for every item with at most `limit` in flight; answers results in item order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
