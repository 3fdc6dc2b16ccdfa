import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  intro:
    'Los percentiles, los puntajes estándar y los niveles de apoyo comparan cada puntaje con una tabla de normas. Calcule una tabla con las sesiones completadas de este distrito o importe una, y revise cuántos estudiantes cambiarían de nivel de apoyo antes de activarla.',
  build: {
    intro:
      'Usa la última sesión confiable de cada estudiante en el juego en cada grado y época del año. Cada grado y época necesita al menos {minCell} sesiones.',
    ready: 'La tabla en borrador está lista: revísela más abajo.',
    refusals: {
      'too-few-runs':
        'Hay muy pocas sesiones completadas para calcular normas: {usableRuns} de las {minRuns} necesarias como mínimo (contando grados y épocas con al menos {minCell} sesiones; {runs} sesiones en total).',
      'too-few-cells':
        'Hay muy pocos grados y épocas con sesiones suficientes: {usableCells} de los {minCells} necesarios como mínimo, cada uno con al menos {minCell} sesiones.',
      'no-benchmarks':
        'Las sesiones no llegan a 3.º y 5.º en primavera y no hay una tabla de la cual tomar los valores de referencia de 6.º a 12.º.',
      'invalid-table':
        'Las sesiones dieron una tabla inutilizable (por ejemplo, puntajes que bajan de un grado al siguiente).',
    },
  },
  import: {
    errors: {
      'bad-grade': 'el grado debe ser K o de 1 a 12.',
      'duplicate-group': 'este grado y época aparecen dos veces.',
      'bad-sd': 'la desviación estándar debe ser un número mayor que 0.',
      'bad-header': 'el encabezado debe ser task,language,grade,season,mean,sd,n.',
      'no-rows': 'no hay filas bajo el encabezado.',
      'invalid-table': 'la tabla no se puede usar (por ejemplo, medias que bajan con el grado).',
    },
  },
  tables: {
    empty:
      'Este distrito aún no tiene tablas de normas: sus puntajes usan las normas provisionales.',
  },
  preview: {
    loading: 'Comparando los puntajes de los estudiantes…',
    uncovered:
      '{uncovered} estudiantes están en un grado y época sin grupo en esta tabla: conservan la tabla en uso.',
  },
};

export default esCO;
