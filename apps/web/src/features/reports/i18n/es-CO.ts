import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'grado' for grade, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  errors: { exportFailed: 'No se pudo crear el archivo CSV. Inténtelo de nuevo.' },
  header: { orgTypes: { school: 'Colegio', class: 'Curso' } },
  grades: {
    PK: 'Prejardín',
    TK: 'Jardín',
    K: 'Transición',
    numbered: 'Grado {grade}',
    postSecondary: 'Educación superior',
  },
  filters: { school: 'Colegio', grade: 'Grado' },
  table: { columns: { school: 'Colegio', grade: 'Grado' } },
  itemResponses: {
    errors: { failed: 'No se pudo crear el archivo. Inténtelo de nuevo.' },
  },
  letters: {
    intro:
      'Una página por cada estudiante que haya terminado un juego, escrita para la familia: los resultados en palabras sencillas y tres cosas para hacer en casa. Cada carta está en el idioma de la familia del estudiante (indicado en su cuenta) o, si no lo tiene, en el suyo. Los filtros de colegio, grado y búsqueda de arriba eligen a los estudiantes.',
    errors: {
      failed: 'No se pudieron preparar las cartas. Inténtelo de nuevo.',
      too_many_letters:
        'Demasiados estudiantes para una sola impresión: elija primero un colegio o un grado.',
      not_permitted:
        'Ya no puede leer los informes de estos estudiantes, por eso no se hicieron las cartas.',
      forbidden:
        'Ya no puede leer los informes de estos estudiantes, por eso no se hicieron las cartas.',
    },
  },
  export: {
    tooMany: 'Seleccione como máximo {max} estudiantes para exportarlos.',
    downloadFailed: 'No se pudo descargar el archivo. Inténtelo de nuevo.',
    expired: 'Este archivo ya no está disponible. Vuelva a exportar para crear uno nuevo.',
    failed: 'No se pudo preparar el archivo. Inténtelo de nuevo.',
    notPermitted: 'Ya no tiene permiso para exportar este informe, por eso no se creó el archivo.',
    cancelled: 'Esta exportación se canceló.',
    latest: 'Su última exportación de esta vista (hora de inicio: {time})',
  },
  scores: {
    distributionHeading: 'Puntuaciones por grado',
    legendText:
      'Cada estudiante se ubica en uno de tres niveles de apoyo según su percentil o, desde grado 6.º, según referencias del nivel de grado. Las evaluaciones sin baremos muestran la puntuación directa. Una celda pálida y rayada indica una puntuación que quizá no refleje lo que el estudiante sabe hacer, por ejemplo porque respondió demasiado rápido o no terminó la evaluación.',
  },
  norms: {
    explanation:
      'Los percentiles, puntuaciones típicas y niveles de apoyo marcados con «Baremos provisionales» comparan cada puntuación con un modelo de referencia provisional, no con una muestra de baremación nacional. Tómelos como una primera orientación.',
  },
  groups: {
    intro:
      'Estudiantes agrupados por nivel de apoyo y por lo que deben trabajar, en una evaluación a la vez. Los filtros de colegio y grado eligen a los estudiantes. Imprima una hoja de grupos para planear el trabajo en grupos pequeños.',
    tooMany_one:
      'Los grupos se hacen para {count} estudiante como máximo: elija primero un colegio o un grado.',
    tooMany_other:
      'Los grupos se hacen para {count} estudiantes como máximo: elija primero un colegio o un grado.',
  },
};

export default esCO;
