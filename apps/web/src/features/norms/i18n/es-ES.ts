import type { FeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esES: FeatureMessagesOf<typeof enUS> = {
  loading: 'Cargando…',
  title: 'Normas de {district}',
  titleNoName: 'Normas',
  intro:
    'Los percentiles, las puntuaciones típicas y los niveles de apoyo comparan cada puntuación con una tabla de normas. Calcula una tabla con las sesiones completadas de este distrito o importa una, y mira cuántos estudiantes cambiarían de nivel de apoyo antes de activarla.',
  loadFailed: 'No se pudieron cargar las tablas de normas.',
  forbidden:
    'Solo los superadministradores y los administradores de este distrito pueden gestionar sus normas.',
  task: 'Juego',
  build: {
    heading: 'Calcular normas locales',
    intro:
      'Usa la última sesión fiable de cada estudiante en el juego en cada curso y época del año. Cada curso y época necesita al menos {minCell} sesiones.',
    start: 'Calcular normas locales',
    reading: 'Leyendo sesiones: {done} de {total}',
    working: 'Calculando…',
    ready: 'La tabla en borrador está lista: revísala más abajo.',
    failed: 'No se pudieron calcular las normas.',
    refusals: {
      'too-few-runs':
        'Hay muy pocas sesiones completadas para calcular normas: {usableRuns} de las {minRuns} necesarias como mínimo (contando cursos y épocas con al menos {minCell} sesiones; {runs} sesiones en total).',
      'too-few-cells':
        'Hay muy pocos cursos y épocas con sesiones suficientes: {usableCells} de los {minCells} necesarios como mínimo, cada uno con al menos {minCell} sesiones.',
      'no-benchmarks':
        'Las sesiones no llegan a 3.º y 5.º en primavera y no hay una tabla de la que tomar los valores de referencia de 6.º a 12.º.',
      'invalid-table':
        'Las sesiones dieron una tabla inutilizable (por ejemplo, puntuaciones que bajan de un curso al siguiente).',
    },
  },
  import: {
    heading: 'Importar una tabla de normas',
    intro:
      'Un archivo CSV con el formato de tablas de normas: un juego en un idioma, con su fuente. Se muestran todos los problemas del archivo a la vez.',
    file: 'Archivo de la tabla de normas (CSV)',
    start: 'Importar CSV',
    done: 'La tabla se importó como borrador.',
    failed: 'No se pudo importar el archivo.',
    problems: 'El archivo tiene problemas:',
    line: 'Línea {line}: {problem}',
    file0: 'El archivo: {problem}',
    errors: {
      'empty-file': 'el archivo está vacío.',
      'unknown-metadata': 'línea «#» desconocida o fuera de lugar.',
      'duplicate-metadata': 'esta clave «#» aparece dos veces.',
      'bad-metadata': 'el valor de esta línea «#» no es válido.',
      'missing-source': 'falta la línea «# source:».',
      'missing-date': 'falta la línea «# date:».',
      'bad-header': 'la cabecera debe ser task,language,grade,season,mean,sd,n.',
      'no-rows': 'no hay filas bajo la cabecera.',
      'column-count': 'cada fila necesita exactamente siete celdas.',
      'bad-task': 'la tarea no es un identificador de juego válido.',
      'bad-language': 'el idioma no es válido (en, es o xx-YY).',
      'mixed-task': 'todas las filas deben ser del mismo juego e idioma.',
      'bad-grade': 'el curso debe ser K o de 1 a 12.',
      'bad-season': 'la época debe ser fall, winter, spring o vacía.',
      'bad-mean': 'la media no es un número.',
      'bad-sd': 'la desviación típica debe ser un número mayor que 0.',
      'bad-n': 'n debe ser un número entero o estar vacío.',
      'duplicate-group': 'este curso y época aparecen dos veces.',
      'missing-benchmark':
        'no hay grupos de 3.º y 5.º ni líneas de valores de referencia para los niveles de 6.º a 12.º.',
      'invalid-table': 'la tabla no se puede usar (por ejemplo, medias que bajan con el curso).',
      'unknown-task': 'este juego no tiene normas.',
      'wrong-language': 'el idioma no es el de las normas del juego.',
      other: 'problema «{code}».',
    },
  },
  tables: {
    heading: 'Tablas de normas',
    empty:
      'Este distrito aún no tiene tablas de normas: sus puntuaciones usan las normas provisionales.',
    caption: 'Tablas de normas del distrito',
    columns: {
      task: 'Juego',
      label: 'Tabla',
      kind: 'Tipo',
      state: 'Estado',
      created: 'Creada',
      activated: 'Activada',
      actions: 'Acciones',
    },
    kinds: { local: 'Local', imported: 'Importada', provisional: 'Provisional' },
    states: { draft: 'Borrador', active: 'Activa', retired: 'Retirada' },
    label: {
      local: 'local: {district}, {students} estudiantes, del {from} al {to}',
      localOneDay: 'local: {district}, {students} estudiantes, {from}',
      imported: 'importada: {source}',
      provisional: 'provisional',
    },
    preview: 'Vista previa',
    previewOf: 'Vista previa de {label}',
    activate: 'Activar',
    activateOf: 'Activar {label}',
  },
  preview: {
    heading: 'Niveles de apoyo con esta tabla',
    loading: 'Comparando las puntuaciones de los estudiantes…',
    failed: 'No se pudo hacer la vista previa.',
    current: 'Comparada con la tabla en uso: {label}.',
    summary:
      '{changed} de {compared} estudiantes cambiarían de nivel de apoyo: {up} suben, {down} bajan.',
    uncovered:
      '{uncovered} estudiantes están en un curso y época sin grupo en esta tabla: conservan la tabla en uso.',
    caption: 'Estudiantes por nivel de apoyo',
    level: 'Nivel de apoyo',
    before: 'Ahora',
    after: 'Con esta tabla',
    levels: {
      'needs-extra-support': 'Necesita apoyo adicional',
      developing: 'En desarrollo',
      achieved: 'Logrado',
    },
    close: 'Cerrar la vista previa',
  },
  activate: {
    title: '¿Activar esta tabla de normas?',
    loading: 'Contando los cambios…',
    confirmText:
      '{changed} de {compared} estudiantes cambiarán de nivel de apoyo ({up} suben, {down} bajan). La tabla en uso se retirará.',
    confirm: 'Activar',
    cancel: 'Cancelar',
    done: 'La tabla está activa.',
    failed: 'No se pudo activar la tabla.',
  },
};

export default esES;
