import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'grado' for grade, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  register: {
    title: 'Registre a su familia',
    parentLegend: 'Sus datos',
    activationCodeHelp: 'Si su colegio o el estudio le dio un código, escríbalo aquí.',
    intro:
      'Primero cuéntenos sobre usted. Después agrega a sus hijos, que entrarán con su propio nombre de usuario; su familia queda registrada al terminar ese paso.',
    haveAccount: '¿Ya tiene una cuenta?',
  },
  orgTypes: { school: 'Colegio' },
  students: {
    title: 'Agregue a sus hijos',
    none: 'Todavía no ha agregado a ningún hijo o hija.',
    grade: 'Grado',
    gradePlaceholder: 'Elija un grado',
    addChild: 'Agregar otro hijo o hija',
    addFirst: 'Agregar un hijo o hija',
    register: 'Registrar a mi familia',
  },
  grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', number: 'Grado {grade}' },
  errors: { invalidGrade: 'Elija un grado.' },
  home: {
    parentTitle: 'Sus hijos',
    parentSubtitle: 'Inicie las evaluaciones de sus hijos y consulte sus resultados.',
    grade: 'Grado: {grade}',
    gradeUnknown: 'Grado sin indicar',
    addChild: 'Agregar un hijo o hija',
  },
  homeLocale: {
    saved: 'Las cartas sobre {name} se escribirán en el idioma que eligió.',
    failed: 'No se pudo guardar el idioma. Inténtelo de nuevo.',
  },
  setPassword: {
    message:
      'Se cerrará la sesión de {name} en todos sus dispositivos y tendrá que ingresar con la nueva contraseña.',
    done: 'Se estableció la nueva contraseña de {name}.',
    failed: 'No se pudo establecer la contraseña. Inténtelo de nuevo.',
  },
  launcher: { grade: 'Grado' },
};

export default esCO;
