import { z } from 'zod';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RouteInventoryEntry } from '../src/app.ts';

/**
 * Where the hostile-input test puts its values: every field of a route's request schemas, found
 * by walking their JSON Schema, and how a changed request is written out and sent.
 */

export type Segment = string | number;
export type Part = 'params' | 'querystring' | 'body';
export const PARTS: readonly Part[] = ['params', 'querystring', 'body'];

/** A request to one endpoint, before its path parameters and query are written out. */
export interface ValidRequest {
  /** Demo login of the caller; undefined: no token (public endpoint). */
  login?: string;
  params?: Record<string, string>;
  querystring?: Record<string, string | string[]>;
  body?: unknown;
}

/** One place a hostile value can go: a field (string or not) or a new key of an object. */
export interface Target {
  route: string;
  part: Part;
  path: Segment[];
  kind: 'string' | 'other' | 'key';
}

type JsonSchema = Record<string, unknown>;

/**
 * Every field of a request schema, by its path (array items at index 0), with whether it holds
 * text; and every object that takes keys of the caller's choosing (records, the body itself).
 */
export function targetsOf(route: string, part: Part, schema: z.ZodType): Target[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found = new Map<string, Target>();
  const add = (path: Segment[], kind: Target['kind']) =>
    found.set(`${kind}:${path.join('.')}`, { route, part, path, kind });
  const walk = (node: JsonSchema | undefined, path: Segment[], depth: number) => {
    if (!node || depth > 8) return;
    const ref = node.$ref as string | undefined;
    if (ref) {
      const defs = root.$defs as Record<string, JsonSchema>;
      walk(defs[ref.replace('#/$defs/', '')], path, depth + 1);
      return;
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      for (const branch of (node[key] as JsonSchema[] | undefined) ?? []) walk(branch, path, depth);
    }
    const types = [node.type ?? []].flat() as string[];
    if (types.includes('string') || node.enum || node.const !== undefined) add(path, 'string');
    if (types.some((t) => ['number', 'integer', 'boolean'].includes(t))) add(path, 'other');
    if (types.includes('array')) walk(node.items as JsonSchema, [...path, 0], depth + 1);
    if (types.includes('object')) {
      const properties = (node.properties as Record<string, JsonSchema> | undefined) ?? {};
      for (const [name, child] of Object.entries(properties)) walk(child, [...path, name], depth);
      if (node.additionalProperties !== undefined && node.additionalProperties !== false) {
        add(path, 'key');
        add([...path, 'note'], 'string');
      }
    }
  };
  walk(root, [], 0);
  if (part === 'body') add([], 'key');
  return [...found.values()];
}

/** Routes with a request schema, their parts' schemas, and where hostile values go. */
export function routesWithSchemas(inventory: readonly RouteInventoryEntry[]) {
  return inventory.flatMap((entry) => {
    const schema = entry.schema as Partial<Record<Part, z.ZodType>> | undefined;
    const parts = PARTS.filter((p) => schema?.[p] instanceof z.ZodType);
    if (parts.length === 0) return [];
    const route = `${entry.method} ${entry.url}`;
    const schemas = Object.fromEntries(parts.map((p) => [p, schema![p]!])) as Partial<
      Record<Part, z.ZodType>
    >;
    return [{ route, schemas, targets: parts.flatMap((p) => targetsOf(route, p, schemas[p]!)) }];
  });
}

/** `value` put at `path` of a copy of `base`, making the objects and arrays on the way. */
export function withValueAt(base: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  const copy = (
    Array.isArray(base)
      ? [...base]
      : base && typeof base === 'object'
        ? { ...base }
        : typeof head === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  // An own property even for '__proto__', as JSON.parse would make it.
  Object.defineProperty(copy, head, {
    value: withValueAt(copy[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Percent-encodes text as UTF-8, and a lone surrogate as its three WTF-8 bytes. */
export function encodeUrlText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Text of a query or path value: strings as they are, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Sends a request: path parameters filled in, query written out, JSON body, the caller's token,
 * from `remoteAddress` and with `requestId` as its id.
 */
export async function send(
  app: FastifyInstance,
  route: string,
  request: ValidRequest,
  token: string | undefined,
  remoteAddress: string,
  requestId: string,
): Promise<LightMyRequestResponse> {
  const [method, url] = route.split(' ') as [string, string];
  const params = request.params ?? {};
  const path = url
    .replace('::', '\u0001')
    .replace(/:(\w+)/g, (_m, name: string) => encodeUrlText(asText(params[name] ?? '')))
    .replace('\u0001', ':');
  const query = Object.entries(request.querystring ?? {})
    .flatMap(([key, value]) =>
      [value].flat().map((v) => `${encodeUrlText(key)}=${encodeUrlText(asText(v))}`),
    )
    .join('&');
  const hasBody = request.body !== undefined;
  const payload = hasBody ? withDeepNesting(JSON.stringify(request.body)) : undefined;
  return app.inject({
    method: method as 'GET',
    url: query ? `${path}?${query}` : path,
    remoteAddress,
    headers: {
      'x-request-id': requestId,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * Stands for JSON nested `depth` levels deep in a request: written out only in the body's text,
 * since building (or printing) such a value would overflow the test's own stack.
 */
export const deepNestingMark = (depth: number) => `@@nested:${depth}@@`;

function withDeepNesting(json: string): string {
  return json.replace(
    /"@@nested:(\d+)@@"/g,
    (_m, depth: string) => `${'['.repeat(Number(depth))}"x"${']'.repeat(Number(depth))}`,
  );
}
