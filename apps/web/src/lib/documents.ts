import { apiClient } from './api-client.ts';

/** The two back-end targets (docs/product/overview.md section 5). */
export type Target = 'admin' | 'app';

export interface DocumentRequest {
  collection: string | undefined;
  id: string | undefined;
  fieldPaths?: readonly string[];
}

export interface FoundDocument {
  name: string;
  fields: Record<string, unknown>;
}

/**
 * Get one document (docs/product/calls.md section 1): a map of fields, optionally masked. Without a
 * collection or an id the answer is an empty object and no call is made.
 */
export async function getDocument(
  target: Target,
  { collection, id, fieldPaths }: DocumentRequest,
): Promise<Record<string, unknown>> {
  if (!collection || !id) return {};
  return apiClient.get<Record<string, unknown>>(
    `/${target}/documents/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
    { query: fieldPaths ? { 'mask.fieldPaths': fieldPaths } : undefined },
  );
}

/** Batch get: only the documents found are listed, each with its path and fields. */
export async function batchGetDocuments(
  target: Target,
  documents: readonly string[],
  fieldPaths?: readonly string[],
): Promise<FoundDocument[]> {
  const answer = await apiClient.post<FoundDocument[]>(`/${target}/documents:batchGet`, {
    documents,
    ...(fieldPaths ? { mask: { fieldPaths } } : {}),
  });
  return answer.filter((doc) => doc.fields !== undefined);
}

/**
 * Several documents: one GET per request, in parallel. With none requested the answer is an
 * empty list and a warning.
 */
export async function getDocuments(
  target: Target,
  requests: readonly DocumentRequest[],
): Promise<Record<string, unknown>[]> {
  if (requests.length === 0) {
    console.warn('getDocuments called without any document to get');
    return [];
  }
  return Promise.all(requests.map((request) => getDocument(target, request)));
}
