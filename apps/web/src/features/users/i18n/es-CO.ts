import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  orgTypes: { school: 'Colegio' },
  grades: {
    PK: 'Prejardín',
    TK: 'Jardín',
    K: 'Transición',
    numbered: 'Grado {grade}',
    postSecondary: 'Educación superior (13)',
  },
  fields: {
    grade: 'Grado',
    frl_status: 'Alimentación escolar gratuita o subsidiada',
    lastName: 'Apellidos',
  },
  errors: {
    invalid_grade: 'El grado debe ser PK, TK, K o un número del 1 al 13.',
    not_created: 'No se pudo guardar esta fila. Inténtalo de nuevo.',
  },
  list: {
    columns: { grade: 'Grado' },
    empty: 'No se encontraron usuarios.',
    loadFailed: 'No se pudieron cargar los usuarios. Inténtalo de nuevo.',
    exportFailed: 'No se pudo descargar la exportación. Inténtalo de nuevo.',
    exportJobFailed: 'No se pudo hacer la exportación. Inténtalo de nuevo.',
  },
  edit: {
    gradeNone: 'Sin grado',
    saved: 'Se guardó la información del usuario.',
    saveFailed: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
  },
  signOut: {
    resetSecondFactorHint:
      'Para un celular perdido: {name} volverá a configurar su aplicación de autenticación al ingresar. Verifica antes quién lo pide.',
    doneWithReset:
      'Se cerró la sesión de {name} en todas partes y se restableció la verificación en dos pasos.',
    message:
      'Se cerrará ahora la sesión de {name} en todos sus dispositivos y podrá volver a ingresar.',
    done: 'Se cerró la sesión de {name} en todas partes.',
    failed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  },
  setPassword: {
    message:
      'Se cerrará su sesión en todos sus dispositivos y tendrá que ingresar con la nueva contraseña.',
    done: 'Se estableció la nueva contraseña de {name}.',
    failed: 'No se pudo establecer la contraseña. Inténtalo de nuevo.',
  },
  archive: {
    message: '{name} ya no podrá ingresar. Sus resultados seguirán en los reportes.',
    restoreMessage: '{name} podrá volver a ingresar.',
    archived: 'Se archivó a {name}.',
    restored: 'Se restauró a {name}.',
    failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  },
  register: {
    upload: {
      failed: 'No se pudo leer el archivo como CSV.',
      found_one: 'Se encontró 1 fila:',
      found_other: 'Se encontraron {count} filas. Las primeras:',
    },
    map: {
      useEmail:
        'Los estudiantes ingresan con una dirección de correo (en lugar de un nombre de usuario)',
    },
    job: {
      done: 'La importación terminó.',
    },
  },
  createAdmin: {
    created: 'Se creó la cuenta de administrador. Le llegará un correo para elegir su contraseña.',
    failed: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  },
  orgPicker: {
    nothing: 'No se encontró nada',
    loadFailed: 'No se pudieron cargar las organizaciones.',
  },
};

export default esCO;
