import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'grado' for the school year, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  welcome: 'Le damos la bienvenida al informe de puntuaciones de {name}.',
  intro:
    'Estas evaluaciones observan las habilidades básicas de lectura: las que idealmente se adquieren antes de empezar quinto grado.',
  labels: { grade: 'Grado' },
  grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', numbered: '{grade}.º' },
  actions: {
    exportFailedDetail:
      'Intente de nuevo. Si sigue fallando, use la opción de imprimir del navegador.',
  },
  letter: {
    back: 'Volver al reporte de puntajes',
    downloadFailed: 'No se pudo descargar el PDF. Intente de nuevo.',
  },
  support: {
    secondary: {
      'needs-extra-support':
        'Corresponde a un nivel de tercer grado o inferior: {name} necesita apoyo adicional en esta habilidad.',
      developing:
        'Corresponde a un nivel entre tercer y quinto grado: {name} todavía está desarrollando esta habilidad.',
      achieved:
        'Corresponde a un nivel superior a quinto grado: {name} ha adquirido esta habilidad.',
    },
  },
  understanding: {
    band: 'Ninguna prueba mide una habilidad con exactitud: otro día y con otros ítems, el resultado sería un poco distinto. En las tareas adaptativas, el reporte da un intervalo junto a la puntuación (por ejemplo, «percentil 34, probablemente entre 25 y 45»): el intervalo contiene la puntuación real 9 de cada 10 veces. Un intervalo amplio indica una puntuación menos segura; dos puntuaciones cuyos intervalos se traslapan pueden no ser distintas.',
    standardScore:
      'La puntuación típica sitúa al estudiante entre otros del mismo grado o edad. Va de 0 a 180; 100 es el promedio, y la mayoría de los estudiantes obtiene entre 85 y 115.',
    rawScore:
      'La puntuación directa es el resultado en la propia tarea, como el número de ítems respondidos correctamente o, en las tareas adaptativas, una puntuación en una escala de 100 a 900. Cada tarea tiene su propia escala, así que compare las puntuaciones directas solo dentro de la misma tarea.',
    provisional:
      'Los percentiles y las puntuaciones típicas marcados como «Baremos provisionales» provienen de tablas provisionales construidas a partir de un modelo declarado, no de una muestra de baremación nacional. Léalos como estimaciones.',
    elementaryHeading: 'De transición a quinto grado (según el percentil)',
    secondaryHeading:
      'De sexto grado en adelante (según la puntuación comparada con referencias de cada grado)',
    secondary: {
      'needs-extra-support': 'Necesita apoyo adicional: nivel de tercer grado o inferior.',
      developing: 'Habilidad en desarrollo: nivel entre tercer y quinto grado.',
      achieved: 'Habilidad adquirida: nivel superior a quinto grado.',
    },
  },
  nextSteps: {
    intro:
      'Use estos resultados junto con lo que observa en clase y en casa. Una evaluación es una foto del momento, no un veredicto.',
  },
  survey: {
    hidden:
      'Usted no puede ver las respuestas individuales. Su distrito decide si los docentes pueden verlas.',
    adultHidden: {
      parent: 'Un familiar respondió el {date}. Usted no puede ver sus respuestas.',
      teacher: 'Un docente respondió el {date}. Usted no puede ver sus respuestas.',
    },
    form: {
      heading: 'Responda la encuesta sobre {name}',
      intro:
        'En cada pregunta, elija la respuesta que mejor describa a {name}. Puede volver más tarde y cambiar sus respuestas.',
      savedOn: 'Guardó sus respuestas por última vez el {date}.',
      noneChosen: 'Elija una respuesta al menos en una pregunta antes de guardar.',
      saved: 'Sus respuestas se guardaron.',
    },
    errors: {
      forbidden: 'Usted no puede responder la encuesta sobre {name}.',
      invalid: 'No se pudieron guardar algunas respuestas. Revíselas e inténtelo de nuevo.',
      network:
        'No se pudo conectar con el servidor. Sus respuestas siguen aquí: inténtelo de nuevo.',
      other: 'No se pudieron guardar sus respuestas. Siguen aquí: inténtelo de nuevo.',
    },
    optOut: {
      errors: {
        forbidden: 'Solo un familiar o las directivas del colegio pueden cambiar esto.',
        other: 'No se pudo guardar el cambio. Inténtelo de nuevo.',
      },
    },
  },
};

export default esCO;
