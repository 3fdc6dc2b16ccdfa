/**
 * The grammatical structures of the Syntax Game (trog), one per block, in the order the game
 * gives them (rising difficulty): the trials' subtasks and the parts of its measures, named for
 * reports in English and Spanish (packages/tasks/src/trog/README.md).
 */
export const SYNTAX_STRUCTURES = [
  'adjective',
  'plural',
  'negative',
  'on',
  'pronoun',
  'active',
  'front-behind',
  'above-below',
  'comparative',
  'between',
  'plural-verb',
  'passive',
  'but-not',
  'postmodifier',
  'relative-subject',
  'not-only',
  'neither-nor',
  'relative-object',
  'relative-preposition',
  'zero-anaphor',
] as const;
export type SyntaxStructure = (typeof SYNTAX_STRUCTURES)[number];

/** What each structure is, for adults reading a report (English). */
export const SYNTAX_STRUCTURE_NAMES_EN: Readonly<Record<SyntaxStructure, string>> = {
  adjective: 'Describing words (the big dog)',
  plural: 'One or more (the cats)',
  negative: 'Not (is not running)',
  on: 'On (the cup is on the book)',
  pronoun: 'He, she, they',
  active: 'Who does what (the dog chases the cat)',
  'front-behind': 'In front of, behind',
  'above-below': 'Above, below',
  comparative: 'Bigger than, smaller than',
  between: 'Between',
  'plural-verb': 'Is or are (the sheep are)',
  passive: 'Passive (is chased by)',
  'but-not': 'X but not Y',
  postmodifier: 'Which one (the cat on the box)',
  'relative-subject': 'That clauses (the dog that chases the cat)',
  'not-only': 'Not only ... but also',
  'neither-nor': 'Neither ... nor',
  'relative-object': 'That clauses (the cat that the dog chases)',
  'relative-preposition': 'That clauses (the box that the cat is on)',
  'zero-anaphor': 'Joined sentences (chases the cat and is big)',
};

/** The same in Spanish (reports in Spanish; the game itself is in English). */
export const SYNTAX_STRUCTURE_NAMES_ES: Readonly<Record<SyntaxStructure, string>> = {
  adjective: 'Palabras que describen (el perro grande)',
  plural: 'Uno o varios (los gatos)',
  negative: 'Negación (no está corriendo)',
  on: 'Encima de (la taza está sobre el libro)',
  pronoun: 'Él, ella, ellos',
  active: 'Quién hace qué (el perro persigue al gato)',
  'front-behind': 'Delante de, detrás de',
  'above-below': 'Arriba de, debajo de',
  comparative: 'Más grande que, más pequeño que',
  between: 'Entre',
  'plural-verb': 'Singular o plural en el verbo',
  passive: 'Pasiva (es perseguido por)',
  'but-not': 'X pero no Y',
  postmodifier: 'Cuál (el gato sobre la caja)',
  'relative-subject': 'Oraciones de relativo (el perro que persigue al gato)',
  'not-only': 'No solo ... sino también',
  'neither-nor': 'Ni ... ni',
  'relative-object': 'Oraciones de relativo (el gato al que persigue el perro)',
  'relative-preposition': 'Oraciones de relativo (la caja sobre la que está el gato)',
  'zero-anaphor': 'Oraciones unidas (persigue al gato y es grande)',
};
