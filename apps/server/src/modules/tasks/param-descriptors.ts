import { z } from 'zod';
import type { ParamDescriptor } from '@roar/contracts';

interface JsonSchemaProperty {
  type?: string;
  enum?: unknown[];
  items?: JsonSchemaProperty;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

const cache = new WeakMap<z.ZodObject, ParamDescriptor[]>();

function describe(name: string, p: JsonSchemaProperty, required: boolean): ParamDescriptor {
  const base = {
    name,
    required,
    description: p.description ?? '',
    ...(p.default !== undefined ? { default: p.default } : {}),
  };
  if (p.enum) return { ...base, type: 'enum', options: p.enum.map(String) };
  if (p.type === 'array') {
    return {
      ...base,
      type: 'array',
      ...(p.items?.enum ? { options: p.items.enum.map(String) } : {}),
      ...(p.minItems !== undefined ? { min: p.minItems } : {}),
      ...(p.maxItems !== undefined ? { max: p.maxItems } : {}),
    };
  }
  if (p.type === 'integer' || p.type === 'number') {
    return {
      ...base,
      type: 'number',
      integer: p.type === 'integer',
      ...(p.minimum !== undefined ? { min: p.minimum } : {}),
      ...(p.maximum !== undefined ? { max: p.maximum } : {}),
    };
  }
  return { ...base, type: p.type === 'boolean' ? 'boolean' : 'string' };
}

/**
 * The parameters of a task's schema as the variant form needs them (name, type, choices, bounds,
 * default, description), read from the schema's JSON Schema as the form fills it in (input side:
 * a field with a default is not required).
 */
export function paramDescriptors(schema: z.ZodObject): ParamDescriptor[] {
  const known = cache.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const descriptors = Object.entries(json.properties ?? {}).map(([name, property]) =>
    describe(name, property, required.has(name)),
  );
  cache.set(schema, descriptors);
  return descriptors;
}
