/** Top-level collections of the document read API (docs/product/data.md section 8). */
export const COLLECTIONS = [
  'activationCodes',
  'administrations',
  'classes',
  'districts',
  'families',
  'groups',
  'legal',
  'schools',
  'tasks',
  'userClaims',
  'users',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Singular names and their plural collection names (docs/product/data.md section 8). */
export const PLURAL_COLLECTIONS = {
  group: 'groups',
  district: 'districts',
  school: 'schools',
  class: 'classes',
  family: 'families',
  administration: 'administrations',
  user: 'users',
  assignment: 'assignments',
  run: 'runs',
  trial: 'trials',
} as const;
export type SingularCollection = keyof typeof PLURAL_COLLECTIONS;

/**
 * The plural collection of a singular name; throws the message of docs/product/errors.md section 1
 * for an unknown name.
 */
export function pluralCollection(name: string): string {
  const plural = (PLURAL_COLLECTIONS as Record<string, string>)[name];
  if (!plural) throw new Error(`There is no plural collection for the ${name}`);
  return plural;
}

/**
 * Checks a collection name; throws the message of docs/product/errors.md section 1 for an unknown
 * one.
 */
export function assertCollection(name: string): asserts name is Collection {
  if (!(COLLECTIONS as readonly string[]).includes(name)) {
    throw new Error(`There is no collection ${name}`);
  }
}
