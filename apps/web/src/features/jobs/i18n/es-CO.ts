import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  intro:
    'Aquí se ejecutan en segundo plano las importaciones, las exportaciones y otros trabajos largos. Puede salir de esta página: el trabajo continúa.',
  kinds: {
    exportReport: 'Exportación de reporte',
    scoreRun: 'Cálculo del puntaje de una sesión',
    rescoreRuns: 'Nuevo cálculo de puntajes',
  },
  errors: {
    too_few_runs:
      'No hay suficientes sesiones completas y confiables para calibrar esta tarea: se necesitan al menos {minRuns}.',
    too_many_letters:
      'Demasiados estudiantes para una sola impresión: imprima por colegio o por curso.',
  },
  loadFailed: 'No se pudieron cargar los procesos.',
  cancel: { failed: 'No se pudo cancelar el proceso. Inténtelo de nuevo.' },
  retry: { failed: 'No se pudo reintentar el proceso. Inténtelo de nuevo.' },
  download: { failed: 'No se pudo descargar el archivo. Inténtelo de nuevo.' },
};

export default esCO;
