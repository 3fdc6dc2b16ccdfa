import type {
  CognitionPart,
  NormsKind,
  ReportStatus,
  ReportSupportLevel,
  SCORE_CSV_STATIC_COLUMNS,
  SCORE_CSV_TASK_COLUMNS,
  TimeAccommodation,
} from '@roar/contracts';

import { SYNTAX_STRUCTURE_NAMES_EN, SYNTAX_STRUCTURE_NAMES_ES } from '@roar/contracts';
/**
 * Words of the report CSV files (docs/reports-csv.md), in English and Spanish. The column order
 * never depends on the language; only headings and values do. The web app localises its screens
 * in its own bundles; a CSV is built here, on the server, so its words live here too.
 */
export interface ReportCsvText {
  columns: Record<(typeof SCORE_CSV_STATIC_COLUMNS)[number], string>;
  taskColumns: Record<(typeof SCORE_CSV_TASK_COLUMNS)[number], string>;
  status: Record<ReportStatus, string>;
  level: Record<ReportSupportLevel, string>;
  norms: Record<NormsKind, string>;
  reliable: string;
  unreliable: string;
  /** The time accommodation of a run (accommodations). */
  accommodation: Record<TimeAccommodation, string>;
  /** Engagement flags in words; an unknown flag is written as is. */
  flags: Record<string, string>;
  /** The measures column of the cognition games (report-csv-measures.ts). */
  measures: MeasureWords;
}

/** Words of the measures column; `{n}`-style slots are filled in by report-csv-measures.ts. */
export interface MeasureWords {
  column: string;
  right: string;
  median: string;
  switchCost: string;
  span: string;
  angle: string;
  parts: Record<CognitionPart, string>;
}

/** Names of the cognition games' parts, in the CSV and the student report PDF. */
export const MEASURE_PARTS_EN: Record<CognitionPart, string> = {
  hearts: 'Hearts',
  flowers: 'Flowers',
  mixed: 'Hearts and flowers',
  mixed2: 'Hearts and flowers, faster',
  forward: 'Same order',
  backward: 'Backward order',
  'rules-1': 'Puzzles with one rule',
  'rules-2': 'Puzzles with two rules',
  'rules-3': 'Puzzles with three or more rules',
  'same-different': 'Same or different',
  matching: 'Finding the match',
  'false-belief': 'What someone thinks',
  emotion: 'How someone feels',
  intention: 'Why someone did it',
  control: 'Remembering the story',
  ...SYNTAX_STRUCTURE_NAMES_EN,
  causal: 'Why it happened',
  bridging: 'Filling in what is left out',
  predictive: 'What happens next',
  vocabulary: 'Word meanings from clues',
  inflection: 'Word endings (inflection)',
  derivation: 'Word building (derivation)',
};

export const MEASURE_PARTS_ES: Record<CognitionPart, string> = {
  hearts: 'Corazones',
  flowers: 'Flores',
  mixed: 'Corazones y flores',
  mixed2: 'Corazones y flores, más rápido',
  forward: 'Mismo orden',
  backward: 'Orden inverso',
  'rules-1': 'Rompecabezas de una regla',
  'rules-2': 'Rompecabezas de dos reglas',
  'rules-3': 'Rompecabezas de tres reglas o más',
  'same-different': 'Igual o diferente',
  matching: 'Encontrar la pareja',
  'false-belief': 'Lo que alguien piensa',
  emotion: 'Cómo se siente alguien',
  intention: 'Por qué alguien lo hizo',
  control: 'Recordar el cuento',
  ...SYNTAX_STRUCTURE_NAMES_ES,
  causal: 'Por qué pasó',
  bridging: 'Completar lo que no se dice',
  predictive: 'Qué pasará después',
  vocabulary: 'Significado de palabras por el contexto',
  inflection: 'Terminaciones de palabras (flexión)',
  derivation: 'Formación de palabras (derivación)',
};

const EN: ReportCsvText = {
  columns: {
    Username: 'Username',
    Email: 'Email',
    'First Name': 'First Name',
    'Last Name': 'Last Name',
    Grade: 'Grade',
    School: 'School',
  },
  taskColumns: {
    Status: 'Status',
    'Raw Score': 'Raw Score',
    'Percent Correct': 'Percent Correct',
    Percentile: 'Percentile',
    'Standard Score': 'Standard Score',
    'Support Level': 'Support Level',
    Norms: 'Norms',
    Reliability: 'Reliability',
    'Time Accommodation': 'Time Accommodation',
    'Raw Score 90% Low': 'Raw Score 90% Low',
    'Raw Score 90% High': 'Raw Score 90% High',
    'Percentile 90% Low': 'Percentile 90% Low',
    'Percentile 90% High': 'Percentile 90% High',
    'Standard Score 90% Low': 'Standard Score 90% Low',
    'Standard Score 90% High': 'Standard Score 90% High',
  },
  status: { optional: 'Optional', completed: 'Completed', started: 'Started', assigned: 'Assigned' },
  level: {
    'needs-extra-support': 'Needs extra support',
    developing: 'Developing skill',
    achieved: 'Achieved skill',
    'raw-score': 'Raw score',
    optional: 'Optional',
  },
  norms: { provisional: 'Provisional norms', local: 'Local norms' },
  reliable: 'Reliable',
  unreliable: 'Unreliable',
  accommodation: {
    none: 'Standard time',
    extended_1_5: 'Extended time (x1.5)',
    extended_2: 'Extended time (x2)',
    untimed: 'No time limit',
  },
  flags: {
    notEnoughResponses: 'not enough responses',
    responseTimeTooFast: 'response time too fast',
    responseTimeTooSlow: 'response time too slow',
    incomplete: 'incomplete',
    accuracyTooLow: 'accuracy too low',
    accuracyTooLowAndResponseTimeTooFast: 'accuracy too low and response time too fast',
    accuracyAtChance: 'accuracy at chance (guessing)',
    rejectedTrials: 'some answers rejected',
    practiceNotPassed: 'practice not passed',
    catchItemsMissed: 'catch items missed',
    personMisfit: 'answers misfit the items (person fit)',
    sameResponseThroughout: 'same answer throughout',
    stimulusTimingOff: 'stimulus timing off (dropped frames)',
  },
  measures: {
    column: 'Measures',
    right: '{correct}/{attempted} right',
    median: 'median {ms} ms',
    switchCost: 'switch cost {ms} ms',
    span: 'span {span}',
    angle: 'Turned {degrees}°',
    parts: MEASURE_PARTS_EN,
  },
};

const ES: ReportCsvText = {
  columns: {
    Username: 'Usuario',
    Email: 'Correo electrónico',
    'First Name': 'Nombre',
    'Last Name': 'Apellido',
    Grade: 'Grado',
    School: 'Escuela',
  },
  taskColumns: {
    Status: 'Estado',
    'Raw Score': 'Puntuación bruta',
    'Percent Correct': 'Porcentaje de aciertos',
    Percentile: 'Percentil',
    'Standard Score': 'Puntuación estándar',
    'Support Level': 'Nivel de apoyo',
    Norms: 'Normas',
    Reliability: 'Fiabilidad',
    'Time Accommodation': 'Adaptación de tiempo',
    'Raw Score 90% Low': 'Puntuación bruta, límite inferior del 90 %',
    'Raw Score 90% High': 'Puntuación bruta, límite superior del 90 %',
    'Percentile 90% Low': 'Percentil, límite inferior del 90 %',
    'Percentile 90% High': 'Percentil, límite superior del 90 %',
    'Standard Score 90% Low': 'Puntuación estándar, límite inferior del 90 %',
    'Standard Score 90% High': 'Puntuación estándar, límite superior del 90 %',
  },
  status: {
    optional: 'Opcional',
    completed: 'Completado',
    started: 'Iniciado',
    assigned: 'Asignado',
  },
  level: {
    'needs-extra-support': 'Necesita apoyo adicional',
    developing: 'Habilidad en desarrollo',
    achieved: 'Habilidad adquirida',
    'raw-score': 'Puntuación bruta',
    optional: 'Opcional',
  },
  norms: { provisional: 'Normas provisionales', local: 'Normas locales' },
  reliable: 'Fiable',
  unreliable: 'No fiable',
  accommodation: {
    none: 'Tiempo estándar',
    extended_1_5: 'Tiempo ampliado (x1,5)',
    extended_2: 'Tiempo ampliado (x2)',
    untimed: 'Sin límite de tiempo',
  },
  flags: {
    notEnoughResponses: 'respuestas insuficientes',
    responseTimeTooFast: 'respuestas demasiado rápidas',
    responseTimeTooSlow: 'respuestas demasiado lentas',
    incomplete: 'incompleta',
    accuracyTooLow: 'precisión demasiado baja',
    accuracyTooLowAndResponseTimeTooFast: 'precisión demasiado baja y respuestas demasiado rápidas',
    accuracyAtChance: 'aciertos al nivel del azar (respuestas al azar)',
    rejectedTrials: 'algunas respuestas rechazadas',
    practiceNotPassed: 'práctica no superada',
    catchItemsMissed: 'preguntas de control falladas',
    personMisfit: 'respuestas que no se ajustan a las preguntas (ajuste de la persona)',
    sameResponseThroughout: 'la misma respuesta en todo',
    stimulusTimingOff: 'tiempo de presentación erróneo (fotogramas perdidos)',
  },
  measures: {
    column: 'Medidas',
    right: '{correct}/{attempted} correctas',
    median: 'mediana {ms} ms',
    switchCost: 'coste del cambio {ms} ms',
    span: 'amplitud {span}',
    angle: 'Girado {degrees}°',
    parts: MEASURE_PARTS_ES,
  },
};

/** The CSV words for a locale: Spanish for any 'es' locale, English otherwise. */
export function reportCsvText(locale: string | undefined): ReportCsvText {
  return locale?.toLowerCase().startsWith('es') ? ES : EN;
}
