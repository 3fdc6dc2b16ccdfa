import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'grado' for grade, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  home: {
    subtitle: 'Las administraciones asignadas a su cuenta',
    searchedFor: 'Usted buscó',
    empty:
      'Todavía no hay administraciones para mostrar. Pida a un administrador del laboratorio que le dé acceso a una administración.',
    noMatches: 'Ninguna administración coincide con su búsqueda.',
    loadFailed: 'No se pudieron cargar las administraciones.',
  },
  orgTree: {
    failed: 'No se pudieron cargar las organizaciones.',
    types: { school: 'Colegio' },
  },
  deleteDialog: {
    message: '¿Seguro que desea eliminar «{name}»? No se puede deshacer.',
    failed: 'No se pudo eliminar la administración.',
  },
  form: {
    intro:
      'Póngale nombre a la administración, elija cuándo se realiza, qué organizaciones participan y qué evaluaciones presentan.',
    loadFailed: 'No se pudo cargar la administración.',
    saveFailed: 'No se pudo guardar la administración.',
    datesHint:
      'Abierta desde el comienzo del primer día hasta el final del último (en su zona horaria).',
    datesPlaceholder: 'Elija el primer y el último día',
    errors: {
      nameRequired: 'Póngale un nombre a la administración.',
      publicNameRequired: 'Dele a la administración un nombre que vean los participantes.',
      tooLong: 'Use como máximo 120 caracteres.',
      datesRequired: 'Elija una fecha de inicio y una de fin.',
      orgsRequired: 'Elija al menos una organización.',
      assessmentsRequired: 'Elija al menos una evaluación.',
      tooManyAssessments: 'Elija como máximo 30 evaluaciones.',
      sequentialRequired: 'Indique si las evaluaciones deben presentarse en orden.',
      legalRequired:
        'Elija el formulario de consentimiento o de asentimiento, o indique que no se necesita ninguno.',
      server: {
        tooLong: 'Use como máximo 120 caracteres.',
        notFound: 'Algo de lo elegido ya no existe o no puede asignarlo.',
      },
    },
  },
  orgPicker: {
    tabs: { school: 'Colegios' },
    failed: 'No se pudieron cargar las organizaciones.',
    noMatches: 'Ninguna organización coincide con su búsqueda.',
    more: 'Se muestran {shown} de {total}. Busque para encontrar las demás.',
    noneSelected: 'Aún no ha elegido ninguna organización.',
  },
  assessmentPicker: {
    failed: 'No se pudieron cargar las evaluaciones.',
    noMatches: 'Nada coincide con su búsqueda.',
    added: 'Agregada',
    add: 'Agregar',
    addNamed: 'Agregar {name}',
    noneSelected: 'Aún no ha elegido ninguna evaluación.',
  },
  conditions: {
    addAssigned: 'Agregar condición de asignación',
    addOptional: 'Agregar condición de opcionalidad',
    rowsInvalid: 'Elija un valor para cada condición.',
    fields: { grade: 'Grado', schoolLevel: 'Nivel escolar' },
    grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', n: 'Grado {n}' },
    levels: { elementary: 'Básica primaria', middle: 'Básica secundaria', high: 'Media' },
  },
};

export default esCO;
