import type { Task, TaskBundle } from '@roar/contracts';
import type { UserEvent } from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetch-mock.ts';

/** Types into a field at once (pasting), which is much faster than key by key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Catalogue answers for the task screens' tests. */
export const swr: Task = {
  id: 'swr',
  name: 'Single Word Recognition',
  publicName: 'ROAR - Word',
  description: 'Decide quickly whether each word is real or made up.',
  imageUrl: '/task-images/swr.svg',
  externalUrl: null,
  gameRoute: '/game/swr',
  language: 'en',
  registered: true,
  isTest: false,
  tags: ['Reading'],
  displayOrder: 1,
  paramDescriptors: [
    {
      name: 'language',
      type: 'enum',
      options: ['en'],
      default: 'en',
      required: false,
      description: '',
    },
    {
      name: 'numTrials',
      type: 'number',
      integer: true,
      min: 10,
      max: 200,
      required: false,
      description: '',
    },
    { name: 'practice', type: 'boolean', default: true, required: false, description: '' },
  ],
  variants: [
    {
      id: 'v-swr',
      taskId: 'swr',
      name: 'default',
      description: 'Standard settings.',
      params: { language: 'en', practice: true },
      registered: true,
      inUse: true,
      url: null,
      hasSecret: false,
    },
  ],
};

export const pa: Task = {
  ...swr,
  id: 'pa',
  name: 'Phonological Awareness',
  publicName: 'ROAR - Phoneme',
  imageUrl: '/task-images/pa.svg',
  gameRoute: '/game/pa',
  paramDescriptors: [
    {
      name: 'subtests',
      type: 'array',
      options: ['FSM', 'LSM', 'DEL'],
      min: 1,
      max: 3,
      default: ['FSM', 'LSM', 'DEL'],
      required: false,
      description: '',
    },
  ],
  variants: [
    {
      ...swr.variants[0]!,
      id: 'v-pa',
      taskId: 'pa',
      inUse: false,
      params: { subtests: ['FSM', 'LSM', 'DEL'] },
    },
  ],
};

export const quiz: Task = {
  ...swr,
  id: 'partner-quiz',
  name: 'Partner quiz',
  publicName: null,
  imageUrl: null,
  externalUrl: 'https://quiz.example.org/start',
  gameRoute: null,
  language: null,
  registered: false,
  paramDescriptors: [],
  variants: [],
};

export const bundle: TaskBundle = {
  id: 'b1',
  name: 'Reading core',
  description: null,
  variants: [
    { variantId: 'v-swr', variantName: 'default', taskId: 'swr', taskName: 'ROAR - Word' },
  ],
};

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown } | undefined;

/** Serves the catalogue; `extra` answers writes (or overrides) first. */
export function serveCatalogue(extra: Handler = () => undefined) {
  return mockFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const own = extra(url, init);
    if (own) return own;
    if (url.pathname === '/api/admin/tasks' && (init.method ?? 'GET') === 'GET') {
      const registeredOnly = url.searchParams.get('registeredOnly') === 'true';
      return { body: { items: [swr, pa, quiz].filter((t) => !registeredOnly || t.registered) } };
    }
    if (url.pathname === '/api/admin/task-bundles' && (init.method ?? 'GET') === 'GET') {
      return { body: { items: [bundle] } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

/** The JSON body of the first call to `method path`. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path && init?.method === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
