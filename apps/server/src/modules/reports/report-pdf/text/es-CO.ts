import type { ReportTextOverrides } from './types.ts';

/** Colombian Spanish: 'grado' for the school year. */
export const ES_CO: ReportTextOverrides = {
  labels: { grade: 'Grado', school: 'Colegio' },
  grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', numbered: '{grade}.º' },
};
