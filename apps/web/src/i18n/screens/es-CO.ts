import type { PartialFeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/**
 * Colombian Spanish: 'ingresar' for signing in, 'celular' for the phone, and usted where es-ES says
 * tú. Adults and students alike read these screens; Colombian Spanish addresses a reader it does
 * not know with usted (child-only texts, under features/participant, keep tú).
 */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  emailLink: {
    signingIn: 'Ingresando…',
    askEmail:
      'Ingrese el correo electrónico al que se envió el enlace. (Se lo pedimos porque abrió el enlace en otro dispositivo o navegador).',
    failed: 'En este momento no pudimos iniciar su sesión. Inténtelo de nuevo.',
    invalidTitle: 'Enlace de ingreso',
    invalid: 'Este enlace no es válido o ya venció',
    invalidHint:
      'Un enlace de ingreso solo funciona una vez y durante 10 minutos. Vuelva a la página de ingreso para pedir otro.',
    backToSignIn: 'Volver a ingresar',
  },
  emailSent: {
    title: 'Revise su correo electrónico',
    message: 'Si hay una cuenta con el correo {email}, le enviamos un enlace de ingreso.',
    messageNoAddress:
      'Si hay una cuenta con el correo que ingresó, le enviamos un enlace de ingreso.',
    hint: 'Abra el enlace del correo para ingresar. Funciona una vez y durante 10 minutos. Si no lo ve, revise la carpeta de spam.',
    resent: 'Le enviamos un enlace nuevo. Solo funcionan los enlaces más recientes.',
    resendFailed: 'En este momento no pudimos enviar el enlace. Inténtelo de nuevo.',
    backToSignIn: 'Volver a ingresar',
  },
  passwordReset: {
    requestIntro:
      '¿Olvidó su contraseña? Ingrese su correo electrónico y le enviaremos un enlace para elegir una nueva.',
    emailRequired: 'Ingrese su correo electrónico.',
    sent: 'Si hay una cuenta con contraseña que use ese correo, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante 10 minutos.',
    requestFailed: 'En este momento no pudimos enviar el enlace. Inténtelo de nuevo.',
    pageIntro: 'Elija una contraseña nueva para su cuenta.',
    confirmPassword: 'Confirme la contraseña nueva',
    failed: 'En este momento no pudimos cambiar su contraseña. Inténtelo de nuevo.',
    done: 'Cambiamos su contraseña y cerramos su sesión en todos los dispositivos. Ingrese con su contraseña nueva.',
    invalid: 'Este enlace no es válido o ya venció',
    invalidHint:
      'Un enlace para restablecer la contraseña solo funciona una vez y durante 10 minutos. Pida otro con «¿Tiene problemas?» en la página de ingreso.',
    goToSignIn: 'Ir a ingresar',
  },
  secondFactor: {
    verifyIntro: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
    recoveryIntro:
      'Escriba uno de los códigos de recuperación que guardó al configurar la verificación en dos pasos. Cada código sirve una sola vez.',
    recoveryCodesLeft_one: 'Le queda {count} código de recuperación.',
    recoveryCodesLeft_other: 'Le quedan {count} códigos de recuperación.',
    noRecoveryCodesLeft: 'No le quedan códigos de recuperación.',
    enrolTitle: 'Configure la verificación en dos pasos',
    enrolIntro:
      'Esta cuenta debe usar una aplicación de autenticación para ingresar, como Google Authenticator, Microsoft Authenticator o cualquier aplicación de códigos temporales (TOTP).',
    backToSignIn: 'Volver a ingresar',
    tryAgain: 'Intentar de nuevo',
    setup: {
      scanTitle: 'Paso 1: Escanee el código QR',
      scanHint:
        'En su aplicación de autenticación, agregue una cuenta y escanee este código con el celular.',
      qrLabel: 'Código QR para su aplicación de autenticación',
      manualKey: '¿No puede escanearlo? Escriba esta clave:',
      codeTitle: 'Paso 2: Escriba el código',
      codeHint: 'Escriba el código de 6 dígitos que muestra ahora la aplicación para esta cuenta.',
    },
    recoveryCodes: {
      title: 'Guarde sus códigos de recuperación',
      intro:
        'Si pierde el celular, podrá ingresar con uno de estos códigos en lugar de un código de la aplicación. Cada código sirve una sola vez. Guárdelos en un lugar seguro, como un administrador de contraseñas.',
      saved: 'Ya guardé mis códigos de recuperación',
    },
    errors: {
      codeRequired: 'Escriba el código.',
      wrongCode: 'Ese código no es correcto. Verifique la hora de su celular e inténtelo de nuevo.',
      wrongRecoveryCode: 'Ese código de recuperación no es correcto o ya se usó.',
      expired: 'Este ingreso terminó. Vuelva a ingresar.',
      tooManyWrongCodes:
        'Este ingreso terminó porque se escribieron demasiados códigos incorrectos. Vuelva a ingresar.',
      tooManyAttempts: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
      tooManyAttemptsWait: 'Demasiados intentos. Inténtelo de nuevo en {wait}.',
      failed: 'En este momento no pudimos verificar el código. Inténtelo de nuevo.',
      loadFailed: 'No se pudo cargar esta página. Inténtelo de nuevo.',
    },
  },
  profile: {
    info: {
      lastName: 'Apellido',
      grade: 'Grado',
      saved: 'Guardamos su información.',
      saveFailed: 'No pudimos guardar su información. Inténtelo de nuevo.',
      loadFailed: 'No pudimos cargar su información. Recargue la página.',
      firstNameRequired: 'Ingrese su nombre.',
      tooLong: 'Use como máximo 100 caracteres.',
    },
    password: {
      intro: 'Elija una nueva contraseña para ingresar.',
      currentPasswordHint: 'Déjela vacía si nunca ha tenido una contraseña aquí.',
      currentPasswordRequired: 'Escriba su contraseña actual.',
      confirmPassword: 'Confirme la nueva contraseña',
      changed: 'Cambiamos su contraseña. Cerramos la sesión en sus otros dispositivos.',
      failed: 'No pudimos cambiar su contraseña. Inténtelo de nuevo.',
    },
    recentSignIn: {
      title: 'Vuelva a ingresar',
      message:
        'Por su seguridad, este cambio requiere que haya ingresado hace poco. Vuelva a ingresar y repita el cambio.',
      action: 'Volver a ingresar',
    },
    sessions: {
      title: 'Dónde ha ingresado',
      intro: 'Cierre la sesión en cualquier dispositivo que ya no use o no reconozca.',
      ended: 'Se cerró la sesión en ese dispositivo.',
      failed: 'No se pudo cerrar la sesión en ese dispositivo. Inténtelo de nuevo.',
      loadFailed: 'No se pudieron cargar sus dispositivos. Vuelva a cargar la página.',
    },
    accounts: {
      intro: 'Vincule sus cuentas para poder ingresar con cualquiera de ellas.',
      unlinked: 'Se desvinculó {provider} de su cuenta.',
      lastMethod:
        'No puede desvincular {provider}: es la única forma que le queda de ingresar a su cuenta. Primero vincule otra cuenta.',
      unlinkFailed: 'No pudimos desvincular la cuenta. Inténtelo de nuevo.',
      loadFailed: 'No pudimos cargar sus cuentas vinculadas. Recargue la página.',
    },
    secondFactor: {
      required: 'Es obligatoria para su cuenta.',
      newPhone: 'Configurar un celular nuevo',
      confirmNewPhone: 'Usar este celular',
      replaced: 'Su celular nuevo está configurado. Los códigos del anterior ya no sirven.',
      intro:
        'Proteja su cuenta con un segundo paso: después de la contraseña, escriba un código de una aplicación de autenticación de su celular.',
      turnOffMessage:
        'Al ingresar ya no se le pedirá un código de la aplicación de autenticación y sus códigos de recuperación dejarán de funcionar.',
      turnedOn: 'Se activó la verificación en dos pasos.',
      turnedOff: 'Se desactivó la verificación en dos pasos.',
      cannotTurnOff:
        'La verificación en dos pasos es obligatoria para su cuenta, así que no se puede desactivar.',
      failed: 'No se pudo completar. Inténtelo de nuevo.',
      loadFailed:
        'No se pudo cargar la configuración de la verificación en dos pasos. Recargue la página.',
    },
  },
};

export default esCO;
