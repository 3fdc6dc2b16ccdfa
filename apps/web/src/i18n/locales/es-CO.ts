import type { PartialMessages } from './en-US.ts';

/** Latin American Spanish: only what differs from Spanish (Spain), which it falls back to. */
const esCO: PartialMessages = {
  titles: {
    // Home and sign-in titles are localised in every locale (spec section 2).
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
        failed: 'En este momento no pudimos iniciar tu sesión. Inténtalo de nuevo.',
      },
    },
  },
  dashboard: {
    participantTitle: 'Tus asignaciones',
  },
};

export default esCO;
