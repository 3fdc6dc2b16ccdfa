import type { PartialMessages } from './en-US.ts';

/**
 * Latin American Spanish: only what differs from Spanish (Spain), which it falls back to. Colombian
 * Spanish addresses a reader it does not know with usted where es-ES says tú: these texts (sign-in,
 * session, errors, profile) are read by adults as well as students. Only the participant's own
 * dashboard title, read by the child, keeps tú.
 */
const esCO: PartialMessages = {
  titles: {
    // Home and sign-in titles are localised in every locale (docs/product/routes.md section 1).
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    profileInfo: 'Su información',
    sso: 'Iniciando su sesión…',
    authClever: 'Cargando sus datos de Clever...',
    authClassLink: 'Cargando sus datos de ClassLink...',
    authNycps: 'Cargando sus datos de NYCPS...',
    authEmailLink: 'Completando su ingreso...',
    authEmailSent: 'Revise su correo electrónico',
    resetPassword: 'Elija una contraseña nueva',
    register: 'Registre a su familia',
    registerStudent: 'Registre a sus hijos',
    manageTasksVariants: 'Administrar tareas y variantes',
    studentReport: 'Reporte de puntajes del estudiante',
    scoreReport: 'Reporte de puntajes',
    progressReport: 'Reporte de progreso',
  },
  nav: {
    profileSettings: 'Configuración del perfil',
  },
  menu: {
    items: {
      backToDashboard: 'Volver al tablero',
      manageTasks: 'Administrar tareas',
    },
  },
  notFound: {
    message: '¡Lo sentimos, no pudimos encontrar esa página!',
  },
  unauthorized: {
    title: 'No tiene acceso a esta página',
    message:
      'Su cuenta no tiene permiso para abrir esta página. Si cree que es un error, comuníquese con su administrador.',
  },
  enableCookies: {
    title: 'Active las cookies',
    intro:
      '{name} necesita cookies para mantener su sesión iniciada. En este momento su navegador las está bloqueando.',
    stepSettings:
      'Abra la configuración del navegador y busque las opciones de privacidad o de cookies.',
    stepAllow: 'Permita las cookies para este sitio web (o deje de bloquear todas las cookies).',
    stepPrivate:
      'Si está en una ventana privada o de incógnito, abra una ventana normal en su lugar.',
    stepReload: 'Vuelva a esta página y recárguela.',
    retry: 'Ya activé las cookies, intentar de nuevo',
  },
  errors: {
    pageTitle: 'Algo salió mal',
    pageMessage:
      'No se pudo mostrar esta página. Recargue la página o inténtelo de nuevo más tarde.',
  },
  auth: {
    signIn: {
      welcome: '¡Le damos la bienvenida a {name}!',
      devOutbox:
        'Servidor de desarrollo: los correos para ingresar se guardan en una bandeja que solo se abre en este computador, no a través de un proxy:',
      subtitle: 'Ingrese para acceder a su tablero',
      submit: 'Ingresar',
      sendLink: 'Envíeme un enlace para ingresar',
      useEmailLink: 'Ingresar con un enlace por correo electrónico',
      usePassword: 'Ingresar con contraseña',
      emailLinkHint: 'Le enviaremos por correo electrónico un enlace para ingresar.',
      logInWith: 'Ingresar con',
      providerButton: 'Ingresar con {provider}',
      havingTrouble: '¿Tiene problemas?',
      troubleHelp:
        'Verifique que escribió bien su nombre de usuario o correo electrónico y su contraseña. Los estudiantes pueden pedirle ayuda a su docente, y las familias o los docentes pueden comunicarse con el administrador del colegio.',
      errors: {
        identifierRequired: 'Ingrese su nombre de usuario o correo electrónico.',
        passwordRequired: 'Ingrese su contraseña.',
        emailRequired: 'Ingrese un correo electrónico para recibir el enlace de ingreso.',
        tooManyAttempts: 'Demasiados intentos de ingreso. Espere un momento e inténtelo de nuevo.',
        tooManyAttemptsWait: 'Demasiados intentos de ingreso. Inténtelo de nuevo en {wait}.',
        failed: 'En este momento no pudimos iniciar su sesión. Inténtelo de nuevo.',
      },
    },
  },
  bugReport: {
    open: 'Reportar un problema',
    title: 'Reporte de error',
    notice:
      'Este formulario es solo para reportar errores del programa. Para preguntas generales de soporte, comuníquese primero con el líder de soporte de su distrito.',
    messageHint: '¿Qué pasó y qué esperaba que pasara?',
    submit: 'Enviar reporte del problema',
    sent: '¡Gracias! Enviamos su reporte.',
    errors: {
      messageRequired: 'Describa el problema.',
      tooMany: 'Se enviaron demasiados reportes desde esta conexión. Inténtelo más tarde.',
      failed: 'No pudimos enviar su reporte. Inténtelo de nuevo.',
    },
  },
  sso: {
    signingIn: 'Iniciando su sesión…',
    yourProvider: 'su proveedor de inicio de sesión',
    errors: {
      not_provisioned:
        'No encontramos una cuenta para usted. Pídale al administrador de su colegio o distrito que le dé acceso e intente de nuevo.',
      state_mismatch: 'Este inicio de sesión tardó demasiado o ya se usó. Intente de nuevo.',
      recent_sign_in_required:
        'Por su seguridad, inicie sesión de nuevo antes de vincular una cuenta.',
      provider_unavailable:
        'El inicio de sesión con {provider} no está disponible en este momento. Intente más tarde.',
      sign_in_failed: 'Estamos teniendo problemas para iniciar su sesión. Intente de nuevo.',
    },
    tryAgain: 'Intentar de nuevo',
  },
  dashboard: {
    // The participant's own home: the child is addressed with tú, as in es-ES.
    participantTitle: 'Tus asignaciones',
  },
  idle: {
    title: '¿Sigue ahí?',
    message:
      'Por su seguridad, pronto se cerrará su sesión. Seleccione Continuar para seguir trabajando.',
    announcement_one: 'Su sesión se cerrará en {count} segundo si no selecciona Continuar.',
    announcement_other: 'Su sesión se cerrará en {count} segundos si no selecciona Continuar.',
    signedOut: 'Cerramos su sesión porque llevaba un rato sin actividad.',
  },
  passwordRules: {
    title: 'Su contraseña necesita:',
    password_too_common: 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.',
  },
};

export default esCO;
