import { SYNTAX_STRUCTURE_NAMES_ES } from '@roar/contracts';
import type { FeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esES: FeatureMessagesOf<typeof enUS> = {
  title: 'Informe individual de puntuaciones',
  loading: 'Cargando el informe de puntuaciones…',
  loadFailed: 'No se pudo cargar el informe de puntuaciones.',
  retry: 'Reintentar',
  welcome: 'Te damos la bienvenida al informe de puntuaciones de {name}.',
  intro:
    'Estas evaluaciones observan las habilidades básicas de lectura: las que idealmente se adquieren antes de empezar quinto curso.',
  fallbackName: 'el alumno',
  labels: {
    grade: 'Curso',
    class: 'Clase',
    administration: 'Administración',
    notRecorded: 'Sin registrar',
  },
  grades: {
    PK: 'Preinfantil',
    TK: 'Infantil de transición',
    K: 'Infantil (K)',
    numbered: '{grade}.º',
  },
  actions: {
    expandAll: 'Expandir todas las secciones',
    collapseAll: 'Contraer todas las secciones',
    exportPdf: 'Exportar a PDF',
    exporting: 'Creando el PDF…',
    exportFailed: 'No se pudo crear el PDF',
    exportFailedDetail:
      'Inténtalo de nuevo. Si sigue fallando, usa la opción de imprimir del navegador.',
  },
  letter: {
    open: 'Carta para la familia',
    loading: 'Cargando la carta…',
    loadFailed: 'No se pudo cargar la carta.',
    back: 'Volver al informe de puntuaciones',
    language: 'Idioma de la carta',
    familyLanguage: 'Idioma de la familia: {language}',
    print: 'Imprimir',
    download: 'Descargar PDF',
    downloadFailed: 'No se pudo descargar el PDF. Inténtalo de nuevo.',
    fileName: 'carta.pdf',
  },
  stillWorking: {
    title: '{name} todavía no ha terminado ninguna evaluación',
    body: 'El informe estará listo cuando {name} haya completado al menos uno de los juegos asignados.',
  },
  summary: {
    heading: 'Resumen',
    body: 'Este informe muestra los resultados de {name} en el momento de la evaluación.',
    included: 'Este informe incluye las puntuaciones de las siguientes evaluaciones:',
    notCompleted: 'Aún sin completar:',
  },
  results: {
    heading: 'Resultados de las evaluaciones',
    completedOn: 'Completada el {date}',
    noScore: 'Todavía sin puntuación',
  },
  tags: {
    required: 'Obligatoria',
    optional: 'Opcional',
    reliable: 'Fiable',
    unreliable: 'No fiable',
    provisional: 'Baremos provisionales',
    extended_1_5: 'Tiempo ampliado (×1,5)',
    extended_2: 'Tiempo ampliado (×2)',
    untimed: 'Sin límite de tiempo',
  },
  reliability: {
    unreliable: 'La ejecución se marcó como no fiable.',
    flagsIntro: 'debido a los siguientes indicadores',
  },
  flags: {
    responseTimeTooFast: 'Las respuestas fueron demasiado rápidas',
    responseTimeTooSlow: 'Las respuestas fueron demasiado lentas',
    notEnoughResponses: 'No hubo suficientes respuestas',
    incomplete: 'La evaluación no se terminó',
    accuracyTooLow: 'La precisión fue demasiado baja',
    accuracyTooLowAndResponseTimeTooFast:
      'La precisión fue demasiado baja y las respuestas demasiado rápidas',
    accuracyAtChance: 'No hubo más aciertos de los que daría el azar',
    rejectedTrials: 'Se rechazaron algunas respuestas',
    practiceNotPassed: 'No se superó la práctica',
    catchItemsMissed: 'Falló preguntas de control muy fáciles',
    personMisfit: 'Las respuestas no siguen el patrón de aciertos y errores de un intento real',
    sameResponseThroughout: 'Se dio la misma respuesta a casi todas las preguntas',
    stimulusTimingOff: 'La pantalla no mostró las palabras el tiempo debido',
  },
  support: {
    label: 'Nivel de apoyo',
    levels: {
      'needs-extra-support': 'Necesita apoyo adicional',
      developing: 'Habilidad en desarrollo',
      achieved: 'Habilidad adquirida',
      'raw-score': 'Puntuación directa',
      optional: 'Opcional',
    },
    elementary: {
      'needs-extra-support': '{name} necesita apoyo adicional en esta habilidad.',
      developing: '{name} todavía está desarrollando esta habilidad.',
      achieved: '{name} ha adquirido esta habilidad.',
    },
    secondary: {
      'needs-extra-support':
        'Corresponde a un nivel de tercer curso o inferior: {name} necesita apoyo adicional en esta habilidad.',
      developing:
        'Corresponde a un nivel entre tercer y quinto curso: {name} todavía está desarrollando esta habilidad.',
      achieved:
        'Corresponde a un nivel superior a quinto curso: {name} ha adquirido esta habilidad.',
    },
  },
  description: {
    percentile: '{name} se situó en el {percentile} percentil en {task}.',
    percentileBelow: '{name} se situó por debajo del {percentile} percentil en {task}.',
    percentileAbove: '{name} se situó por encima del {percentile} percentil en {task}.',
    standardScore: '{name} obtuvo una puntuación típica de {score} en {task}.',
    percentCorrect: '{name} respondió correctamente el {percent} % de los ítems de {task}.',
    rawScore: '{name} obtuvo una puntuación directa de {score} en {task}.',
    gradeLevel:
      'Las respuestas de {name} en {task} están más o menos en un nivel de grado {grade} (puntuación {score} en la escala de 100 a 900).',
    none: 'Todavía no hay puntuación de {task}.',
    progressOnly:
      '{name} completó {task}. Este juego solo informa de que se completó: aquí no da puntuación.',
    bandPercentile:
      'Teniendo en cuenta el error de medida, el percentil real está probablemente entre {low} y {high}.',
    bandStandardScore:
      'Teniendo en cuenta el error de medida, la puntuación típica real está probablemente entre {low} y {high}.',
    bandRawScore:
      'Teniendo en cuenta el error de medida, la puntuación real está probablemente entre {low} y {high}.',
  },
  ordinal: {
    one: '{n}.º',
    two: '{n}.º',
    few: '{n}.º',
    other: '{n}.º',
  },
  scores: {
    heading: 'Desglose de puntuaciones',
    measure: 'Puntuación',
    value: 'Valor',
    standardScore: 'Puntuación típica',
    percentile: 'Percentil',
    rawScore: 'Puntuación directa',
    percentCorrect: 'Porcentaje de aciertos',
    percentValue: '{value} %',
    bandValue: '{value} (probablemente entre {low} y {high})',
  },
  phoneme: {
    heading: 'Subpuntuaciones de fonemas',
    subtest: 'Subprueba',
    percentCorrect: 'Porcentaje de aciertos',
    FSM: 'Emparejar el primer sonido',
    LSM: 'Emparejar el último sonido',
    DEL: 'Omisión',
    workOn: 'Habilidades que trabajar',
  },
  math: {
    heading: 'Resultados por operación',
    operation: 'Operación',
    result: 'Respuestas',
    counts: '{correct} bien, {incorrect} mal, {attempted} intentadas ({percent})',
    operations: {
      addition: 'Suma',
      subtraction: 'Resta',
      multiplication: 'Multiplicación',
      division: 'División',
    },
    workOn: 'Multiplicaciones y divisiones que practicar',
  },
  strands: {
    heading: 'Nivel de grado por habilidad',
    strand: 'Habilidad',
    grade: 'Nivel de grado',
    overall: 'Todas las habilidades',
    kindergarten: 'K',
    names: {
      numberKnowledge: 'Conocimiento de los números',
      geometry: 'Geometría y medida',
      arithmeticExpressions: 'Aritmética',
      rationalNumbersProbability: 'Fracciones, decimales y probabilidad',
      algebraicThinking: 'Pensamiento algebraico',
    },
    workOn: 'Habilidades que trabajar',
  },
  measures: {
    heading: 'Resultados por parte',
    part: 'Parte',
    result: 'Resultado',
    correctOf: '{correct} de {attempted} correctas',
    medianRt: 'tiempo típico {time}',
    switchCost: 'cambiar de regla le llevó {time} más',
    span: 'recordó hasta {span} seguidos',
    ms: '{value} ms',
    angle: 'Girado {degrees}°',
    noNorms:
      'Este juego aún no tiene normas: los resultados son recuentos y tiempos, no comparaciones con otros niños.',
    parts: {
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
    },
  },
  mathBlocks: {
    heading: 'Resultados por parte',
    block: 'Parte',
    correct: 'Respuestas correctas',
    correctOf: '{correct} de {attempted}',
    meanError: 'a un {percent} % de la recta, de media',
    names: {
      'number-identification': 'Encontrar un número',
      'number-comparison': 'Qué número es mayor',
      'missing-number': 'Número que falta',
      'addition-1': 'Sumar (una cifra)',
      'subtraction-1': 'Restar (una cifra)',
      'addition-2': 'Sumar (dos cifras)',
      'subtraction-2': 'Restar (dos cifras)',
      multiplication: 'Multiplicar',
      'number-line-choice': 'Recta numérica: leer una marca',
      'number-line-slider': 'Recta numérica: colocar un número',
    },
  },
  letters: {
    heading: 'Resultados de letras',
    part: 'Parte',
    correct: 'Aciertos',
    correctOf: '{correct} de {attempted}',
    upper: 'Mayúsculas',
    lower: 'Minúsculas',
    sounds: 'Sonidos de las letras',
    workOnHeading: 'Letras y sonidos de letras que trabajar',
    upperWorkOn: 'Letras mayúsculas que trabajar',
    lowerWorkOn: 'Letras minúsculas que trabajar',
    soundsWorkOn: 'Sonidos de letras que trabajar',
  },
  phonics: {
    heading: 'Subpuntuaciones de fonética',
    category: 'Categoría',
    correct: 'Aciertos / intentos',
    categories: {
      cvc: 'CVC',
      digraph: 'Dígrafo',
      initial_blend: 'Grupos consonánticos iniciales',
      tri_blend: 'Grupos de tres letras',
      final_blend: 'Grupos consonánticos finales',
      r_controlled: 'Vocal seguida de r',
      r_cluster: 'Grupos con r',
      silent_e: 'E muda',
      vowel_team: 'Grupos vocálicos',
    },
  },
  none: 'Ninguna',
  history: {
    heading: 'Puntuaciones a lo largo del tiempo',
    loading: 'Cargando el gráfico…',
    chartLabel: '{task}: {measure} por fecha de finalización',
    tableCaption: '{task}: puntuaciones por fecha de finalización',
    date: 'Completada',
    administration: 'Administración',
    current: 'Esta administración',
    onlyOne: 'Por ahora solo hay una puntuación; el gráfico crecerá con las próximas evaluaciones.',
  },
  tabs: {
    label: 'Más sobre este informe',
    understanding: 'Cómo entender las puntuaciones',
    nextSteps: 'Próximos pasos',
  },
  understanding: {
    standardScoreTitle: 'Puntuación típica',
    standardScore:
      'La puntuación típica sitúa al alumno entre otros del mismo curso o edad. Va de 0 a 180; 100 es la media, y la mayoría de los alumnos obtiene entre 85 y 115.',
    percentileTitle: 'Percentil',
    percentile:
      'El percentil indica cuántos alumnos de cada 100 del grupo de comparación obtuvieron una puntuación más baja. Un alumno en el percentil 60 superó a 60 de cada 100 alumnos.',
    rawScoreTitle: 'Puntuación directa',
    rawScore:
      'La puntuación directa es el resultado en la propia tarea, como el número de ítems respondidos correctamente o, en las tareas adaptativas, una puntuación en una escala de 100 a 900. Cada tarea tiene su propia escala, así que compara las puntuaciones directas solo dentro de la misma tarea.',
    bandTitle: 'Error de medida',
    band: 'Ninguna prueba mide una habilidad con exactitud: otro día y con otros ítems, el resultado sería un poco distinto. En las tareas adaptativas, el informe da un intervalo junto a la puntuación (por ejemplo, «percentil 34, probablemente entre 25 y 45»): el intervalo contiene la puntuación real 9 de cada 10 veces. Un intervalo amplio indica una puntuación menos segura; dos puntuaciones cuyos intervalos se solapan pueden no ser distintas.',
    provisionalTitle: 'Baremos provisionales',
    provisional:
      'Los percentiles y las puntuaciones típicas marcados como «Baremos provisionales» proceden de tablas provisionales construidas a partir de un modelo declarado, no de una muestra de baremación nacional. Léelos como estimaciones.',
    supportTitle: 'Categorías de apoyo',
    supportIntro:
      'Cada puntuación cae en una de tres categorías de apoyo. Las evaluaciones opcionales y las tareas sin baremos muestran en su lugar una etiqueta neutra.',
    elementaryHeading: 'De infantil a quinto curso (según el percentil)',
    elementary: {
      'needs-extra-support': 'Necesita apoyo adicional: en el percentil 20 o por debajo.',
      developing: 'Habilidad en desarrollo: por encima del percentil 20 y por debajo del 40.',
      achieved: 'Habilidad adquirida: en el percentil 40 o por encima.',
    },
    secondaryHeading:
      'De sexto curso en adelante (según la puntuación comparada con referencias de cada curso)',
    secondary: {
      'needs-extra-support': 'Necesita apoyo adicional: nivel de tercer curso o inferior.',
      developing: 'Habilidad en desarrollo: nivel entre tercer y quinto curso.',
      achieved: 'Habilidad adquirida: nivel superior a quinto curso.',
    },
  },
  nextSteps: {
    intro:
      'Usa estos resultados junto con lo que observas en clase y en casa. Una evaluación es una foto del momento, no un veredicto.',
    suggestionsHeading: 'Ideas para cada categoría de apoyo',
    suggestions: {
      'needs-extra-support':
        'Necesita apoyo adicional: práctica breve y frecuente de las habilidades indicadas como «que trabajar», con enseñanza explícita, y una nueva comprobación al cabo de unas semanas.',
      developing:
        'Habilidad en desarrollo: seguir practicando la habilidad en lecturas y juegos, y comentar los ítems fallados.',
      achieved:
        'Habilidad adquirida: seguir leyendo cada día con libros de dificultad creciente y conversar sobre lo leído.',
    },
    resourcesHeading: 'Más recursos',
    resources: {
      readingRockets:
        'Reading Rockets: estrategias de lectura basadas en la investigación para docentes y familias (en inglés)',
      colorinColorado: 'Colorín Colorado: apoyo a la lectura para familias y docentes bilingües',
    },
    classReport: 'El informe de puntuaciones de todo el grupo',
  },
  survey: {
    heading: 'Encuesta Pensamientos y sentimientos',
    intro:
      'La encuesta pregunta cómo se siente {name} con la escuela y la lectura. No se puntúa y no tiene respuestas correctas ni incorrectas.',
    loadFailed: 'No se pudo cargar la encuesta.',
    childHeading: 'La encuesta de {name}',
    states: {
      'not-started': '{name} todavía no ha empezado la encuesta.',
      started: '{name} ha empezado la encuesta, pero no la ha terminado.',
      completed: '{name} ha terminado la encuesta.',
      'opted-out': '{name} decidió no responder la encuesta.',
      parentOptedOut: 'Un familiar excluyó a {name} de la encuesta.',
    },
    answeredIn: 'Respondió en {language}.',
    languageNames: { en: 'inglés', es: 'español' },
    hidden:
      'No puedes ver las respuestas individuales. Tu distrito decide si el profesorado puede verlas.',
    childAnswers: 'Respuestas de {name}',
    question: 'Pregunta',
    answer: 'Respuesta',
    noAnswer: 'Sin respuesta',
    adultsHeading: 'Lo que otros adultos respondieron sobre {name}',
    noAdults: 'Todavía no ha respondido ningún otro adulto.',
    adultAnswers: {
      parent: 'Respuestas de un familiar (guardadas el {date})',
      teacher: 'Respuestas de un docente (guardadas el {date})',
    },
    adultHidden: {
      parent: 'Un familiar respondió el {date}. No puedes ver sus respuestas.',
      teacher: 'Un docente respondió el {date}. No puedes ver sus respuestas.',
    },
    form: {
      heading: 'Responde la encuesta sobre {name}',
      intro:
        'En cada pregunta, elige la respuesta que mejor describa a {name}. Puedes volver más tarde y cambiar tus respuestas.',
      savedOn: 'Guardaste tus respuestas por última vez el {date}.',
      language: 'Idioma de las preguntas',
      languages: { en: 'English', es: 'Español' },
      noneChosen: 'Elige una respuesta al menos en una pregunta antes de guardar.',
      save: 'Guardar respuestas',
      saved: 'Tus respuestas se han guardado.',
      optedOut: '{name} no participa en la encuesta, así que no se pregunta a nadie sobre {name}.',
    },
    errors: {
      forbidden: 'No puedes responder la encuesta sobre {name}.',
      invalid: 'No se pudieron guardar algunas respuestas. Revísalas e inténtalo de nuevo.',
      network:
        'No se pudo conectar con el servidor. Tus respuestas siguen aquí: inténtalo de nuevo.',
      other: 'No se pudieron guardar tus respuestas. Siguen aquí: inténtalo de nuevo.',
    },
    optOut: {
      label: 'Excluir a {name} de la encuesta',
      description: 'No se le hará la encuesta a {name} y sus respuestas no se contarán.',
      done: '{name} ya no participa en la encuesta.',
      undone: 'Se le volverá a hacer la encuesta a {name}.',
      errors: {
        forbidden: 'Solo un familiar o la dirección del centro pueden cambiar esto.',
        other: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
      },
    },
  },
};

export default esES;
