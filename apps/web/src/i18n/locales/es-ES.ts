import type { Messages } from './en-US.ts';

/** Spanish (Spain): complete, and the fallback of Latin American Spanish. */
const esES: Messages = {
  common: {
    skipToContent: 'Saltar al contenido principal',
    close: 'Cerrar',
    loading: 'Cargando…',
    returnHome: 'Volver al inicio',
  },
  titles: {
    home: 'Inicio',
    profile: 'Perfil',
    profileInfo: 'Tu información',
    profilePassword: 'Cambiar contraseña',
    profileAccounts: 'Cuentas vinculadas',
    signIn: 'Acceder',
    sso: 'Iniciando tu sesión…',
    authClever: 'Cargando tus datos de Clever...',
    authClassLink: 'Cargando tus datos de ClassLink...',
    authNycps: 'Cargando tus datos de NYCPS...',
    initiateAuthNycps: 'Conectando con NYCPS...',
    authEmailLink: 'Completando tu inicio de sesión...',
    authEmailSent: 'Revisa tu correo electrónico',
    authSecondFactor: 'Verificación en dos pasos',
    resetPassword: 'Elige una contraseña nueva',
    enableCookies: 'Activar las cookies',
    unauthorized: 'Acceso denegado',
    maintenance: 'Mantenimiento',
    notFound: 'Página no encontrada',
    register: 'Registra a tu familia',
    registerNewFamily: 'Registrar una nueva familia',
    registerStudent: 'Registra a tus hijos',
    registerStudents: 'Registrar estudiantes',
    administrator: 'Administrador',
    createAdministration: 'Crear una administración',
    editAdministration: 'Editar una administración',
    duplicateAdministration: 'Duplicar una administración',
    createAdministrator: 'Registrar un administrador',
    createOrgs: 'Crear organizaciones',
    listOrgs: 'Organizaciones',
    listUsers: 'Usuarios',
    manageTasksVariants: 'Gestionar tareas y variantes',
    jobs: 'Procesos en segundo plano',
    norms: 'Normas',
    progressReport: 'Informe de progreso',
    scoreReport: 'Informe de puntuaciones',
    studentReport: 'Informe de puntuaciones del estudiante',
    parentLetter: 'Carta para la familia',
    launchHome: 'Iniciar evaluaciones para un estudiante',
    game: 'Evaluación',
  },
  nav: {
    label: 'Navegación principal',
    homeLink: 'Inicio de {name}',
    greeting: '¡Hola, {name}!',
    admin: 'Administrador',
    user: 'Usuario',
    signOut: 'Cerrar sesión',
    openMenu: 'Abrir menú',
    menuTitle: 'Menú',
    language: 'Idioma',
    profileSettings: 'Configuración del perfil',
  },
  menu: {
    categories: {
      Home: 'Inicio',
      Administrations: 'Administraciones',
      Organizations: 'Organizaciones',
      Users: 'Usuarios',
    },
    items: {
      backToDashboard: 'Volver al panel',
      listOrganizations: 'Ver organizaciones',
      createOrganization: 'Crear organización',
      registerStudents: 'Registrar estudiantes',
      registerAdministrator: 'Registrar administrador',
      viewAdministrations: 'Ver administraciones',
      createAdministration: 'Crear administración',
      manageTasks: 'Gestionar tareas',
      registerNewFamily: 'Registrar nueva familia',
      backgroundJobs: 'Procesos en segundo plano',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    message: '¡Lo sentimos, no hemos encontrado esa página!',
    returnHome: 'Volver al inicio',
  },
  unauthorized: {
    title: 'No tienes acceso a esta página',
    message:
      'Tu cuenta no tiene permiso para abrir esta página. Si crees que es un error, ponte en contacto con tu administrador.',
  },
  enableCookies: {
    title: 'Activa las cookies',
    intro:
      '{name} necesita cookies para mantener tu sesión iniciada. Ahora mismo tu navegador las está bloqueando.',
    stepsTitle: 'Cómo activar las cookies',
    stepSettings:
      'Abre la configuración del navegador y busca las opciones de privacidad o de cookies.',
    stepAllow: 'Permite las cookies para este sitio web (o deja de bloquear todas las cookies).',
    stepPrivate:
      'Si estás en una ventana privada o de incógnito, abre una ventana normal en su lugar.',
    stepReload: 'Vuelve a esta página y recárgala.',
    retry: 'Ya he activado las cookies, volver a intentarlo',
  },
  errors: {
    pageTitle: 'Algo ha salido mal',
    pageMessage:
      'No se ha podido mostrar esta página. Recarga la página o inténtalo de nuevo más tarde.',
    reload: 'Recargar la página',
  },
  auth: {
    signIn: {
      welcome: '¡Bienvenido a {name}!',
      subtitle: 'Inicia sesión para acceder a tu panel',
      identifierLabel: 'Nombre de usuario o correo electrónico',
      togglePassword: 'Mostrar u ocultar la contraseña',
      passwordLabel: 'Contraseña',
      submit: 'Iniciar sesión',
      sendLink: 'Envíame un enlace de acceso',
      useEmailLink: 'Iniciar sesión con un enlace por correo electrónico',
      usePassword: 'Iniciar sesión con contraseña',
      emailLinkHint: 'Te enviaremos por correo electrónico un enlace para iniciar sesión.',
      logInWith: 'Iniciar sesión con',
      providerButton: 'Iniciar sesión con {provider}',
      havingTrouble: '¿Tienes problemas?',
      devOutbox:
        'Servidor de desarrollo: los correos de inicio de sesión se guardan en una bandeja que solo se abre en este equipo, no a través de un proxy:',
      troubleHelp:
        'Comprueba que has escrito bien tu nombre de usuario o correo electrónico y tu contraseña. Los estudiantes pueden pedir ayuda a su profesor, y las familias o los profesores pueden ponerse en contacto con el administrador del centro.',
      errors: {
        identifierRequired: 'Introduce tu nombre de usuario o correo electrónico.',
        passwordRequired: 'Introduce tu contraseña.',
        invalidEmail: 'Error: correo electrónico no válido',
        emailRequired:
          'Introduce una dirección de correo electrónico para recibir el enlace de acceso.',
        incorrectCredentials: 'Nombre de usuario/correo electrónico o contraseña incorrectos',
        tooManyAttempts:
          'Demasiados intentos de inicio de sesión. Espera un momento y vuelve a intentarlo.',
        tooManyAttemptsWait:
          'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de {wait}.',
        failed: 'Ahora mismo no hemos podido iniciar tu sesión. Inténtalo de nuevo.',
      },
    },
    providers: {
      google: 'Google',
      clever: 'Clever',
      classlink: 'ClassLink',
      nycps: 'NYCPS',
    },
  },
  bugReport: {
    open: 'Informar de un problema',
    title: 'Informe de error',
    notice:
      'Este formulario es solo para informar de errores del programa. Para consultas generales de asistencia, ponte en contacto primero con el responsable de asistencia de tu distrito.',
    name: 'Nombre (opcional)',
    email: 'Correo electrónico (opcional)',
    message: 'Mensaje',
    messageHint: '¿Qué ha pasado y qué esperabas que pasara?',
    submit: 'Enviar informe del problema',
    cancel: 'Cancelar',
    sent: '¡Gracias! Hemos enviado tu informe.',
    errors: {
      messageRequired: 'Describe el problema.',
      tooMany: 'Se han enviado demasiados informes desde esta conexión. Inténtalo más tarde.',
      failed: 'No se ha podido enviar tu informe. Inténtalo de nuevo.',
    },
  },
  sso: {
    signingIn: 'Iniciando tu sesión…',
    yourProvider: 'tu proveedor de inicio de sesión',
    errorTitle: 'No se pudo completar el inicio de sesión',
    errors: {
      not_provisioned:
        'No hemos encontrado ninguna cuenta para ti. Pide al administrador de tu centro o distrito que te añada y vuelve a intentarlo.',
      access_denied: 'El inicio de sesión se canceló en {provider}.',
      state_mismatch:
        'Este inicio de sesión ha tardado demasiado o ya se usó. Vuelve a intentarlo.',
      identity_in_use: 'Esta cuenta de {provider} ya está vinculada a otra cuenta.',
      recent_sign_in_required:
        'Por tu seguridad, vuelve a iniciar sesión antes de vincular una cuenta.',
      provider_unavailable:
        'El inicio de sesión con {provider} no está disponible ahora mismo. Inténtalo más tarde.',
      sign_in_failed: 'Estamos teniendo problemas para iniciar tu sesión. Vuelve a intentarlo.',
    },
    tryAgain: 'Volver a intentarlo',
    signOut: 'Cerrar sesión',
  },
  dashboard: {
    participantTitle: 'Tus tareas asignadas',
    adminTitle: 'Ver administraciones',
  },
  idle: {
    title: '¿Sigues ahí?',
    message:
      'Por tu seguridad, pronto se cerrará tu sesión. Selecciona Continuar para seguir trabajando.',
    countdown_one: 'La sesión se cerrará en {count} segundo.',
    countdown_other: 'La sesión se cerrará en {count} segundos.',
    announcement_one: 'Tu sesión se cerrará en {count} segundo si no seleccionas Continuar.',
    announcement_other: 'Tu sesión se cerrará en {count} segundos si no seleccionas Continuar.',
    continue: 'Continuar',
    signedOut: 'Se ha cerrado tu sesión porque llevabas un rato sin actividad.',
  },
  accommodations: {
    none: 'Tiempo estándar',
    extended_1_5: 'Tiempo ampliado (×1,5)',
    extended_2: 'Tiempo ampliado (×2)',
    untimed: 'Sin límite de tiempo',
    field: 'Adaptación de tiempo',
    hint: 'Para un estudiante con un plan individual: más tiempo, o ninguno, en los juegos con tiempo. Los tiempos de presentación de palabras e imágenes no cambian.',
    legend:
      'El reloj marca una puntuación obtenida con más tiempo o sin límite de tiempo (una adaptación): no se le aplican las normas con tiempo.',
    marker:
      'Realizada con una adaptación: {label}. No se aplican las normas con tiempo: se muestra la puntuación bruta.',
  },
  passwordRules: {
    title: 'Tu contraseña necesita:',
    password_too_short: 'Al menos 8 caracteres',
    password_needs_lowercase: 'Una letra minúscula',
    password_needs_uppercase: 'Una letra mayúscula',
    password_needs_number: 'Un número',
    password_too_common: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    met: 'cumplido',
    missing: 'pendiente',
  },
};

export default esES;
