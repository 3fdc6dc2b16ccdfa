import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

// Adults read these screens: Colombian Spanish addresses them with 'usted'.
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
    invalid_username: 'Use solo letras, números, puntos, guiones y guiones bajos.',
    password_too_common: 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.',
    invalid_grade: 'El grado debe ser PK, TK, K o un número del 1 al 13.',
    invalid_locale: 'Use uno de los códigos en-US, en-GB, es-ES o es-CO, o déjelo vacío.',
    invalid_time_accommodation:
      'Use none, extended_1_5, extended_2 o untimed (en mayúsculas o minúsculas), o déjelo vacío.',
    invalid_date: 'Escriba una fecha real con el formato AAAA-MM-DD.',
    org_required: 'Indique un colegio, una clase o un grupo.',
    unknown_org: 'No hay ninguna de sus organizaciones con este nombre.',
    ambiguous_org:
      'Varias organizaciones tienen este nombre: indique también el distrito o el colegio.',
    not_created: 'No se pudo guardar esta fila. Inténtelo de nuevo.',
  },
  list: {
    columns: { grade: 'Grado' },
    empty: 'No se encontraron usuarios.',
    loadFailed: 'No se pudieron cargar los usuarios. Inténtelo de nuevo.',
    notFound: 'Esta organización no existe o no es una de las suyas.',
    exportFailed: 'No se pudo descargar la exportación. Inténtelo de nuevo.',
    exportJobFailed: 'No se pudo hacer la exportación. Inténtelo de nuevo.',
  },
  edit: {
    subtitle: 'Cambie, agregue o quite información de este usuario.',
    listHint: 'Separe varios valores con comas.',
    gradeNone: 'Sin grado',
    saved: 'Se guardó la información del usuario.',
    saveFailed: 'No se pudieron guardar los cambios. Inténtelo de nuevo.',
  },
  signOut: {
    resetSecondFactorHint:
      'Para un celular perdido: {name} volverá a configurar su aplicación de autenticación al ingresar. Verifique antes quién lo pide.',
    doneWithReset:
      'Se cerró la sesión de {name} en todas partes y se restableció la verificación en dos pasos.',
    message:
      'Se cerrará ahora la sesión de {name} en todos sus dispositivos y podrá volver a ingresar.',
    done: 'Se cerró la sesión de {name} en todas partes.',
    failed: 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
  },
  setPassword: {
    message:
      'Se cerrará su sesión en todos sus dispositivos y tendrá que ingresar con la nueva contraseña.',
    done: 'Se estableció la nueva contraseña de {name}.',
    failed: 'No se pudo establecer la contraseña. Inténtelo de nuevo.',
  },
  archive: {
    message: '{name} ya no podrá ingresar. Sus resultados seguirán en los reportes.',
    restoreMessage: '{name} podrá volver a ingresar.',
    archived: 'Se archivó a {name}.',
    restored: 'Se restauró a {name}.',
    failed: 'No se pudo guardar el cambio. Inténtelo de nuevo.',
  },
  register: {
    intro: 'Agregue cuentas de estudiantes desde un archivo CSV con una fila por estudiante.',
    upload: {
      placeholder: 'Elija un archivo .csv',
      failed: 'No se pudo leer el archivo como CSV.',
      found_one: 'Se encontró 1 fila:',
      found_other: 'Se encontraron {count} filas. Las primeras:',
    },
    map: {
      useEmail:
        'Los estudiantes ingresan con una dirección de correo (en lugar de un nombre de usuario)',
      raceHint: 'Elija todas las columnas que tengan un valor de raza.',
      needOrgs: 'Elija al menos una organización.',
    },
    preview: {
      nothingReady: 'Ninguna fila está lista. Corrija el archivo y vuelva a subirlo.',
    },
    submit: {
      downloadHint: 'Corríjalas y vuelva a subir el archivo.',
    },
    job: {
      done: 'La importación terminó.',
      failed:
        'La importación no pudo terminar. Los estudiantes creados antes de que se detuviera se conservan. Descargue las filas con errores o pídale a un superadministrador que la vuelva a ejecutar.',
      leave:
        'Puede salir de esta página: la importación continúa y la encontrará aquí, en Importaciones recientes.',
      downloadFailed: 'No se pudieron descargar las filas con errores. Inténtelo de nuevo.',
      startFailed: 'No se pudo iniciar la importación. Revise su conexión e inténtelo de nuevo.',
    },
  },
  createAdmin: {
    subtitle:
      'Cree una cuenta de administrador nueva. Recibirá un correo electrónico para elegir su contraseña.',
    created: 'Se creó la cuenta de administrador. Le llegará un correo para elegir su contraseña.',
    failed: 'No se pudo crear la cuenta. Inténtelo de nuevo.',
    emailTaken:
      'El correo {email} ya está en uso. Escriba una dirección de correo electrónico diferente.',
  },
  orgPicker: {
    nothing: 'No se encontró nada',
    loadFailed: 'No se pudieron cargar las organizaciones.',
  },
};

export default esCO;
