import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'grado' for grade, usted where es-ES says tú. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  types: { school: 'Colegio' },
  tabs: { school: 'Colegios' },
  grades: { PK: 'Prejardín', TK: 'Jardín', K: 'Transición', numbered: 'Grado {grade}' },
  create: {
    intro:
      'Agregue un distrito, un colegio, una clase o un grupo. Los campos con asterisco son obligatorios.',
    typePlaceholder: 'Elija un tipo',
    school: 'Colegio',
    schoolNeedsDistrict: 'Seleccione primero un distrito',
    parentGroupHint: 'Elija un grupo para que este sea un subgrupo suyo.',
    grade: 'Grado',
    ncesHintSchool: 'Número NCES del colegio, de 12 cifras',
    tagsHint: 'Escriba una etiqueta y presione Enter.',
  },
  address: {
    searchHint: 'Empiece a escribir y elija una dirección de las sugerencias.',
    region: 'Departamento o región',
  },
  picker: { search: 'Escriba para buscar' },
  errors: {
    name: 'Indique un nombre.',
    abbreviation: 'Indique una abreviatura.',
    districtId: 'Seleccione un distrito.',
    schoolId: 'Seleccione un colegio.',
    grade: 'Seleccione un grado.',
    invalidNcesId: 'Use solo cifras.',
    invalidNcesIdSchool: 'El identificador NCES de un colegio tiene 12 cifras.',
    invalidGrade: 'Elija un grado de la lista.',
    notInDistrict: 'Este colegio no pertenece al distrito elegido.',
    outOfRange: 'Elija una fecha dentro de los próximos dos años.',
    invalid: 'Revise este campo.',
    forbidden: 'Usted no tiene permiso para hacer esto.',
    generic: 'Algo falló. Intente de nuevo.',
  },
  edit: {
    surveyAnswersToTeachers: 'Los docentes pueden ver las respuestas individuales de la encuesta',
    surveyAnswersToTeachersHint:
      'Si está desactivado, los docentes solo ven los conteos del curso en la encuesta Pensamientos y sentimientos, no lo que respondió cada estudiante.',
  },
  list: {
    intro: 'Las organizaciones que usted gestiona, por tipo.',
    filterSchool: 'Colegio',
    allSchools: 'Todos los colegios',
  },
  invite: {
    copyFailed: 'No se pudo copiar el enlace. Selecciónelo y cópielo manualmente.',
    actionFailed: 'No funcionó. Intente de nuevo.',
  },
  family: {
    intro:
      'Las familias se registran por sí mismas: una madre, un padre o un acudiente crea su cuenta y agrega a sus hijos, que se unen al colegio o a la clase de la invitación con sus asignaciones. Envíele a la familia una invitación:',
    stepChoose: 'Elija la organización a la que se unirán los niños.',
    stepCreate: 'Cree un código de invitación (funciona hasta la fecha que usted elija).',
    stepSend: 'Copie el enlace de invitación y envíeselo a la familia, o deles el código.',
    stepParent:
      'La madre, el padre o el acudiente abre el enlace, crea su cuenta y agrega a cada niño con el código.',
    orgPlaceholder: 'Escriba para buscar',
    chooseFirst: 'Elija una organización para ver y crear sus invitaciones.',
  },
};

export default esCO;
