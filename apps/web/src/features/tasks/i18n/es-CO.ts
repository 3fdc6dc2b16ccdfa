import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'agregar' for add, usted where es-ES says tú (these screens are for adults). */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  variants: { pickTask: 'Elija una tarea' },
  variantForm: {
    inUseNotice:
      'Una administración usa esta variante, así que sus parámetros no pueden cambiar. Cree una variante nueva para usar otros parámetros.',
    secretSet:
      'Hay un secreto guardado: deje esto vacío para conservarlo o escriba uno nuevo para cambiarlo.',
  },
  urlParams: { add: 'Agregar parámetro de URL' },
  bundleForm: {
    none: 'Aún no ha elegido variantes.',
    add: 'Agregar variante',
    addLabel: 'Variante para agregar',
    addPlaceholder: 'Elija una variante',
  },
  errors: {
    required: 'Complete este campo.',
    taskIdFormat: 'Use minúsculas, dígitos y guiones simples.',
    httpsOnly: 'Use una dirección https://.',
    unknownInternalTask:
      'No tenemos ningún juego con este ID. Para una tarea alojada en otro sitio, elija Tarea externa.',
    variantInUse:
      'Una administración usa esta variante, así que sus parámetros no pueden cambiar. Cree una variante nueva.',
    chooseVariant: 'Elija al menos una variante.',
    outOfRange: 'Escriba un valor entre {min} y {max}.',
    chooseOne: 'Elija al menos uno.',
    failed: 'No se pudo guardar el cambio. Inténtelo de nuevo.',
    secretTooShort: 'Use al menos 16 caracteres.',
  },
  itemParameters: {
    intro:
      'La calibración ajusta los ítems de una tarea a partir de las respuestas de las sesiones completas y confiables de todos los distritos. Revise un conjunto en borrador y actívelo: todas las sesiones de la tarea se vuelven a calificar con él en segundo plano.',
    minRuns:
      'Una calibración necesita al menos {runs} sesiones completas y confiables de la tarea.',
    empty:
      'Esta tarea aún no tiene conjuntos de parámetros calibrados: sus puntajes usan los parámetros provisionales.',
    activateMessage:
      'El conjunto {version} calificará cada nueva sesión de esta tarea, y todas las sesiones completas se volverán a calificar con él en segundo plano. Los puntajes anteriores se guardan en el historial.',
    activateConfirm: 'Activar y volver a calificar',
    activated: 'El conjunto {version} está activo. Empezó el nuevo cálculo de puntajes.',
    activateFailed: 'No se pudo activar el conjunto. Inténtelo de nuevo.',
    started: 'Empezó la calibración. Puede seguirla en la página de procesos en segundo plano.',
    startFailed: 'No se pudo iniciar la calibración. Inténtelo de nuevo.',
  },
};

export default esCO;
