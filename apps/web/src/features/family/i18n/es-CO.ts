import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'grado' for grade, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  register: {
    title: 'Registre a su familia',
    parentLegend: 'Sus datos',
    activationCodeHelp: 'Si su colegio o el estudio le dio un código, escríbalo aquí.',
    intro:
      'Primero cuéntenos sobre usted. Después agregará a sus hijos, que entrarán con su propio nombre de usuario; su familia queda registrada al terminar ese paso.',
    haveAccount: '¿Ya tiene una cuenta?',
    confirmPassword: 'Confirme la contraseña',
  },
  code: {
    expired: 'El código venció. Escriba un código válido.',
    revoked: 'El código ya no es válido. Escriba un código válido.',
    notFound: 'El código {code} no pertenece a ninguna organización. Escriba un código válido.',
  },
  orgTypes: { school: 'Colegio' },
  termsDialog: {
    unavailable: 'No se pudieron cargar los términos. Inténtelo más tarde.',
  },
  students: {
    title: 'Agregue a sus hijos',
    intro:
      'Cada niño o niña tiene su propio nombre de usuario y contraseña para entrar. Agregue al menos uno.',
    confirmPassword: 'Confirme la contraseña',
    saved: 'Se agregaron sus hijos.',
    none: 'Todavía no ha agregado a ningún hijo o hija.',
    grade: 'Grado',
    gradePlaceholder: 'Elija un grado',
    addChild: 'Agregar otro hijo o hija',
    addFirst: 'Agregar un hijo o hija',
    register: 'Registrar a mi familia',
  },
  grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', number: 'Grado {grade}' },
  errors: {
    required: 'Complete este campo.',
    termsRequired: 'Acepte los términos y condiciones.',
    invalidUsername: 'Use de 3 a 40 letras, números, puntos, guiones o guiones bajos.',
    invalidDate: 'Escriba una fecha válida.',
    invalidGrade: 'Elija un grado.',
    codeExpired: 'El código venció. Escriba un código válido.',
    codeInvalid: 'Este código no pertenece a ninguna organización. Escriba un código válido.',
    termsOutdated: 'Los términos cambiaron. Léalos y acéptelos de nuevo.',
    captcha: 'No pudimos confirmar que usted es una persona. Inténtelo de nuevo.',
    invalid: 'Revise este campo.',
    rateLimited: 'Demasiados intentos. Espere un rato e inténtelo de nuevo.',
    failed: 'Algo salió mal. Inténtelo de nuevo.',
  },
  home: {
    parentTitle: 'Sus hijos',
    parentSubtitle: 'Inicie las evaluaciones de sus hijos y consulte sus resultados.',
    loading: 'Cargando a sus hijos…',
    failed: 'No se pudo cargar la lista de sus hijos.',
    noChildren: 'Agregue a su primer hijo o hija para empezar.',
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
  launcher: {
    subtitle: 'Busque a un estudiante e inicie sus evaluaciones en modo de lanzamiento.',
    grade: 'Grado',
  },
};

export default esCO;
