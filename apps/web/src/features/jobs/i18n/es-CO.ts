import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  intro:
    'Aquí se ejecutan en segundo plano las importaciones, las exportaciones y otros trabajos largos. Puede salir de esta página: el trabajo continúa.',
  kinds: {
    exportReport: 'Exportación de reporte',
    scoreRun: 'Cálculo del puntaje de una sesión',
    rescoreRuns: 'Nuevo cálculo de puntajes',
    buildLocalNorms: 'Cálculo de normas locales',
  },
  errors: {
    too_few_runs:
      'No hay suficientes sesiones completas y confiables para calibrar esta tarea: se necesitan al menos {minRuns}.',
    too_many_letters:
      'Demasiados estudiantes para una sola impresión: imprima por colegio o por curso.',
    norms_no_benchmarks:
      'Las sesiones no llegan a 3.º y 5.º y no hay una tabla de la cual tomar los valores de referencia.',
    norms_invalid_table:
      'Las sesiones dieron una tabla inutilizable (por ejemplo, puntajes que bajan con el grado).',
    norms_too_few_cells:
      'Hay muy pocos grados y épocas del año con sesiones suficientes para calcular normas.',
  },
  loadFailed: 'No se pudieron cargar los procesos.',
  cancel: { failed: 'No se pudo cancelar el proceso. Inténtelo de nuevo.' },
  retry: { failed: 'No se pudo reintentar el proceso. Inténtelo de nuevo.' },
  download: { failed: 'No se pudo descargar el archivo. Inténtelo de nuevo.' },
};

export default esCO;
