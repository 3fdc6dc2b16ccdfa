import { ApiErrorSchema } from '@roar/contracts';

/** Codes for answers without a readable `{error: {code, message}}` body. */
export function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return 'internal';
}

export interface ParsedApiError {
  code: string;
  message: string;
  fields: Record<string, string> | undefined;
}

/** Reads the server's error body with ApiErrorSchema; falls back to a code for the status. */
export function parseApiError(status: number, body: unknown): ParsedApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return { code, message, fields };
  }
  return {
    code: codeForStatus(status),
    message: `Request failed with status ${status}`,
    fields: undefined,
  };
}
