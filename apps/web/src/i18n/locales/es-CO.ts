import type { PartialMessages } from './en-US.ts';

/** Latin American Spanish: only what differs from Spanish (Spain), which it falls back to. */
const esCO: PartialMessages = {
  titles: {
    // Home and sign-in titles are localised in every locale (docs/product/routes.md section 1).
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    profileInfo: 'Tu información',
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
    message:
      'Tu cuenta no tiene permiso para abrir esta página. Si crees que es un error, comunícate con tu administrador.',
  },
  enableCookies: {
    retry: 'Ya activé las cookies, intentar de nuevo',
  },
  errors: {
    pageTitle: 'Algo salió mal',
    pageMessage:
      'No se pudo mostrar esta página. Recarga la página o inténtalo de nuevo más tarde.',
  },
  auth: {
    signIn: {
      welcome: '¡Te damos la bienvenida a {name}!',
      devOutbox:
        'Servidor de desarrollo: los correos para ingresar se guardan en una bandeja que solo se abre en este computador, no a través de un proxy:',
      subtitle: 'Ingresa para acceder a tu tablero',
      submit: 'Ingresar',
      sendLink: 'Envíame un enlace para ingresar',
      useEmailLink: 'Ingresar con un enlace por correo electrónico',
      usePassword: 'Ingresar con contraseña',
      logInWith: 'Ingresar con',
      providerButton: 'Ingresar con {provider}',
      troubleHelp:
        'Verifica que escribiste bien tu nombre de usuario o correo electrónico y tu contraseña. Los estudiantes pueden pedirle ayuda a su docente, y las familias o los docentes pueden comunicarse con el administrador del colegio.',
      errors: {
        identifierRequired: 'Ingresa tu nombre de usuario o correo electrónico.',
        passwordRequired: 'Ingresa tu contraseña.',
        emailRequired: 'Ingresa un correo electrónico para recibir el enlace de ingreso.',
        tooManyAttempts: 'Demasiados intentos de ingreso. Espera un momento e inténtalo de nuevo.',
        tooManyAttemptsWait: 'Demasiados intentos de ingreso. Inténtalo de nuevo en {wait}.',
        failed: 'En este momento no pudimos iniciar tu sesión. Inténtalo de nuevo.',
      },
    },
  },
  bugReport: {
    open: 'Reportar un problema',
    title: 'Reporte de error',
    notice:
      'Este formulario es solo para reportar errores del programa. Para preguntas generales de soporte, comunícate primero con el líder de soporte de tu distrito.',
    messageHint: '¿Qué pasó y qué esperabas que pasara?',
    submit: 'Enviar reporte del problema',
    sent: '¡Gracias! Enviamos tu reporte.',
    errors: {
      tooMany: 'Se enviaron demasiados reportes desde esta conexión. Inténtalo más tarde.',
      failed: 'No pudimos enviar tu reporte. Inténtalo de nuevo.',
    },
  },
  sso: {
    errors: {
      not_provisioned:
        'No encontramos una cuenta para ti. Pídele al administrador de tu colegio o distrito que te agregue e intenta de nuevo.',
      state_mismatch: 'Este inicio de sesión tardó demasiado o ya se usó. Intenta de nuevo.',
      recent_sign_in_required:
        'Por tu seguridad, inicia sesión de nuevo antes de vincular una cuenta.',
      provider_unavailable:
        'El inicio de sesión con {provider} no está disponible en este momento. Intenta más tarde.',
      sign_in_failed: 'Estamos teniendo problemas para iniciar tu sesión. Intenta de nuevo.',
    },
    tryAgain: 'Intentar de nuevo',
  },
  dashboard: {
    participantTitle: 'Tus asignaciones',
  },
  idle: {
    signedOut: 'Cerramos tu sesión porque estuviste inactivo un rato.',
  },
};

export default esCO;
