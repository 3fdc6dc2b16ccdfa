import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchGetDocuments, getDocument, getDocuments } from './documents.ts';

function mockFetch(answers: (url: string) => unknown) {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(answers(url))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('document reads (spec section 7)', () => {
  it('gets one document with repeated mask parameters', async () => {
    const fetchMock = mockFetch(() => ({ name: 'Demo' }));
    const doc = await getDocument('admin', {
      collection: 'districts',
      id: 'd1',
      fieldPaths: ['name', 'tags'],
    });
    expect(doc).toEqual({ name: 'Demo' });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/admin/documents/districts/d1?mask.fieldPaths=name&mask.fieldPaths=tags',
    );
  });

  it('makes no call without a collection or an id', async () => {
    const fetchMock = mockFetch(() => ({}));
    expect(await getDocument('app', { collection: 'users', id: undefined })).toEqual({});
    expect(await getDocument('app', { collection: undefined, id: 'x' })).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('batch-gets with a mask and keeps only found entries', async () => {
    const fetchMock = mockFetch(() => [{ name: 'users/u1', fields: { username: 'a' } }]);
    const found = await batchGetDocuments('admin', ['users/u1', 'users/u2'], ['username']);
    expect(found).toEqual([{ name: 'users/u1', fields: { username: 'a' } }]);
    const init = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toEqual({
      documents: ['users/u1', 'users/u2'],
      mask: { fieldPaths: ['username'] },
    });
  });

  it('gets several documents in parallel, and warns when asked for none', async () => {
    mockFetch((url) => ({ url }));
    const docs = await getDocuments('app', [
      { collection: 'tasks', id: 'swr' },
      { collection: 'tasks', id: 'pa' },
    ]);
    expect(docs).toEqual([
      { url: '/api/app/documents/tasks/swr' },
      { url: '/api/app/documents/tasks/pa' },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await getDocuments('app', [])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
