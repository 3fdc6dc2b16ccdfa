import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  kinds: {
    exportReport: 'Exportación de reporte',
    scoreRun: 'Cálculo del puntaje de una sesión',
  },
  errors: {
    too_many_letters:
      'Demasiados estudiantes para una sola impresión: imprima por colegio o por curso.',
  },
  loadFailed: 'No se pudieron cargar los procesos.',
  cancel: { failed: 'No se pudo cancelar el proceso. Inténtalo de nuevo.' },
  retry: { failed: 'No se pudo reintentar el proceso. Inténtalo de nuevo.' },
  download: { failed: 'No se pudo descargar el archivo. Inténtalo de nuevo.' },
};

export default esCO;
