import type { LetterTextOverrides } from './types.ts';

/**
 * Latin American Spanish: only what differs from ES_ES, whose words are chosen to read well on
 * both sides of the Atlantic. The school year is a 'grado' here (a 'curso' in Spain), as in the
 * reports.
 */
export const ES_CO: LetterTextOverrides = {
  locale: 'es-CO',
  percentile: '{name} superó a unos {percentile} de cada 100 estudiantes del mismo grado.',
};
