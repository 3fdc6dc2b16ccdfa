import type { PartialFeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  emailLink: {
    signingIn: 'Ingresando…',
    askEmail:
      'Ingresa el correo electrónico al que se envió el enlace. (Te lo pedimos porque abriste el enlace en otro dispositivo o navegador).',
    failed: 'En este momento no pudimos iniciar tu sesión. Inténtalo de nuevo.',
    invalidTitle: 'Enlace de ingreso',
    invalid: 'Este enlace no es válido o ya venció',
    invalidHint:
      'Un enlace de ingreso solo funciona una vez y durante 10 minutos. Vuelve a la página de ingreso para pedir otro.',
    backToSignIn: 'Volver a ingresar',
  },
  emailSent: {
    message: 'Si hay una cuenta con el correo {email}, le enviamos un enlace de ingreso.',
    messageNoAddress:
      'Si hay una cuenta con el correo que ingresaste, le enviamos un enlace de ingreso.',
    hint: 'Abre el enlace del correo para ingresar. Funciona una vez y durante 10 minutos. Si no lo ves, revisa la carpeta de spam.',
    resent: 'Te enviamos un enlace nuevo. Solo funcionan los enlaces más recientes.',
    resendFailed: 'En este momento no pudimos enviar el enlace. Inténtalo de nuevo.',
    backToSignIn: 'Volver a ingresar',
  },
  passwordReset: {
    requestIntro:
      '¿Olvidaste tu contraseña? Ingresa tu correo electrónico y te enviaremos un enlace para elegir una nueva.',
    emailRequired: 'Ingresa tu correo electrónico.',
    sent: 'Si hay una cuenta con contraseña que use ese correo, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante 10 minutos.',
    requestFailed: 'En este momento no pudimos enviar el enlace. Inténtalo de nuevo.',
    failed: 'En este momento no pudimos cambiar tu contraseña. Inténtalo de nuevo.',
    done: 'Cambiamos tu contraseña y cerramos tu sesión en todos los dispositivos. Ingresa con tu contraseña nueva.',
    invalid: 'Este enlace no es válido o ya venció',
    invalidHint:
      'Un enlace para restablecer la contraseña solo funciona una vez y durante 10 minutos. Pide otro con «¿Tienes problemas?» en la página de ingreso.',
    goToSignIn: 'Ir a ingresar',
  },
  secondFactor: {
    enrolIntro:
      'Esta cuenta debe usar una aplicación de autenticación para ingresar, como Google Authenticator, Microsoft Authenticator o cualquier aplicación de códigos temporales (TOTP).',
    backToSignIn: 'Volver a ingresar',
    tryAgain: 'Intentar de nuevo',
    setup: {
      scanHint:
        'En tu aplicación de autenticación, agrega una cuenta y escanea este código con el celular.',
    },
    recoveryCodes: {
      intro:
        'Si pierdes el celular, podrás ingresar con uno de estos códigos en lugar de un código de la aplicación. Cada código sirve una sola vez. Guárdalos en un lugar seguro, como un administrador de contraseñas.',
      saved: 'Ya guardé mis códigos de recuperación',
    },
    errors: {
      wrongCode: 'Ese código no es correcto. Verifica la hora de tu celular e inténtalo de nuevo.',
      wrongRecoveryCode: 'Ese código de recuperación no es correcto o ya se usó.',
      expired: 'Este ingreso terminó. Vuelve a ingresar.',
      tooManyWrongCodes:
        'Este ingreso terminó porque se escribieron demasiados códigos incorrectos. Vuelve a ingresar.',
      tooManyAttempts: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      tooManyAttemptsWait: 'Demasiados intentos. Inténtalo de nuevo en {wait}.',
      failed: 'En este momento no pudimos verificar el código. Inténtalo de nuevo.',
      loadFailed: 'No se pudo cargar esta página. Inténtalo de nuevo.',
    },
  },
  profile: {
    info: {
      lastName: 'Apellido',
      grade: 'Grado',
      saved: 'Guardamos tu información.',
      saveFailed: 'No pudimos guardar tu información. Inténtalo de nuevo.',
      loadFailed: 'No pudimos cargar tu información. Recarga la página.',
      firstNameRequired: 'Ingresa tu nombre.',
    },
    password: {
      intro: 'Elige una nueva contraseña para ingresar.',
      changed: 'Cambiamos tu contraseña. Cerramos la sesión en tus otros dispositivos.',
      failed: 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.',
    },
    recentSignIn: {
      title: 'Vuelve a ingresar',
      message:
        'Por tu seguridad, este cambio requiere que hayas ingresado hace poco. Vuelve a ingresar y repite el cambio.',
      action: 'Volver a ingresar',
    },
    sessions: {
      title: 'Dónde has ingresado',
      ended: 'Se cerró la sesión en ese dispositivo.',
      failed: 'No se pudo cerrar la sesión en ese dispositivo. Inténtalo de nuevo.',
      loadFailed: 'No se pudieron cargar tus dispositivos. Vuelve a cargar la página.',
    },
    accounts: {
      intro: 'Vincula tus cuentas para poder ingresar con cualquiera de ellas.',
      lastMethod:
        'No puedes desvincular {provider}: es la única forma que te queda de ingresar a tu cuenta. Primero vincula otra cuenta.',
      unlinkFailed: 'No pudimos desvincular la cuenta. Inténtalo de nuevo.',
      loadFailed: 'No pudimos cargar tus cuentas vinculadas. Recarga la página.',
    },
    secondFactor: {
      newPhone: 'Configurar un celular nuevo',
      confirmNewPhone: 'Usar este celular',
      replaced: 'Tu celular nuevo está configurado. Los códigos del anterior ya no sirven.',
      intro:
        'Protege tu cuenta con un segundo paso: después de la contraseña, escribe un código de una aplicación de autenticación de tu celular.',
      turnOffMessage:
        'Al ingresar ya no se te pedirá un código de la aplicación de autenticación y tus códigos de recuperación dejarán de funcionar.',
      turnedOn: 'Se activó la verificación en dos pasos.',
      turnedOff: 'Se desactivó la verificación en dos pasos.',
      failed: 'No se pudo completar. Inténtalo de nuevo.',
      loadFailed:
        'No se pudo cargar la configuración de la verificación en dos pasos. Recarga la página.',
    },
  },
};

export default esCO;
