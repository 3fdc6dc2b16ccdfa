import type { FeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

const esES: FeatureMessagesOf<typeof enUS> = {
  emailLink: {
    signingIn: 'Iniciando sesión…',
    askEmail:
      'Introduce la dirección de correo electrónico a la que se envió el enlace. (Te la pedimos porque el enlace se ha abierto en otro dispositivo o navegador).',
    emailLabel: 'Correo electrónico',
    continue: 'Continuar',
    failed: 'Ahora mismo no hemos podido iniciar tu sesión. Inténtalo de nuevo.',
    invalidTitle: 'Enlace de acceso',
    invalid: 'Este enlace no es válido o ha caducado',
    invalidHint:
      'Un enlace de acceso solo funciona una vez y durante 10 minutos. Vuelve a la página de inicio de sesión para pedir otro.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  emailSent: {
    title: 'Revisa tu correo electrónico',
    message: 'Si hay una cuenta con la dirección {email}, le hemos enviado un enlace de acceso.',
    messageNoAddress:
      'Si hay una cuenta con la dirección que has introducido, le hemos enviado un enlace de acceso.',
    hint: 'Abre el enlace del correo para iniciar sesión. Funciona una vez y durante 10 minutos. Si no lo ves, revisa la carpeta de correo no deseado.',
    resend: 'Enviar el enlace de nuevo',
    resent: 'Te hemos enviado un enlace nuevo. Solo funcionan los enlaces más recientes.',
    resendFailed: 'Ahora mismo no hemos podido enviar el enlace. Inténtalo de nuevo.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  passwordReset: {
    requestIntro:
      '¿Has olvidado tu contraseña? Introduce tu dirección de correo electrónico y te enviaremos un enlace para elegir una nueva.',
    emailLabel: 'Correo electrónico',
    emailRequired: 'Introduce tu dirección de correo electrónico.',
    send: 'Enviar enlace para restablecer',
    cancel: 'Cancelar',
    sent: 'Si hay una cuenta con contraseña que use esa dirección, le hemos enviado un enlace para restablecer la contraseña. El enlace funciona durante 10 minutos.',
    requestFailed: 'Ahora mismo no hemos podido enviar el enlace. Inténtalo de nuevo.',
    pageIntro: 'Elige una contraseña nueva para tu cuenta.',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirma la contraseña nueva',
    mismatch: 'Las contraseñas no coinciden.',
    submit: 'Guardar la contraseña nueva',
    failed: 'Ahora mismo no hemos podido cambiar tu contraseña. Inténtalo de nuevo.',
    doneTitle: 'Contraseña cambiada',
    done: 'Hemos cambiado tu contraseña y hemos cerrado tu sesión en todos los dispositivos. Inicia sesión con tu contraseña nueva.',
    invalidTitle: 'Enlace para restablecer la contraseña',
    invalid: 'Este enlace no es válido o ha caducado',
    invalidHint:
      'Un enlace para restablecer la contraseña solo funciona una vez y durante 10 minutos. Pide otro con «¿Tienes problemas?» en la página de inicio de sesión.',
    goToSignIn: 'Ir a iniciar sesión',
  },
  profile: {
    tabsLabel: 'Secciones del perfil',
    info: {
      firstName: 'Nombre',
      middleName: 'Segundo nombre',
      lastName: 'Apellidos',
      displayName: 'Nombre visible',
      email: 'Correo electrónico',
      username: 'Nombre de usuario',
      grade: 'Curso',
      notSet: 'Sin indicar',
      edit: 'Editar',
      save: 'Guardar cambios',
      cancel: 'Cancelar',
      saved: 'Se ha guardado tu información.',
      saveFailed: 'No se ha podido guardar tu información. Inténtalo de nuevo.',
      loadFailed: 'No se ha podido cargar tu información. Recarga la página.',
      firstNameRequired: 'Introduce tu nombre.',
      tooLong: 'Usa como máximo 100 caracteres.',
    },
    password: {
      intro: 'Elige una nueva contraseña para iniciar sesión.',
      currentPassword: 'Contraseña actual',
      currentPasswordHint: 'Déjala vacía si nunca has tenido una contraseña aquí.',
      currentPasswordRequired: 'Escribe tu contraseña actual.',
      currentPasswordIncorrect: 'La contraseña actual no es correcta.',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirma la nueva contraseña',
      mismatch: 'Las contraseñas no coinciden.',
      submit: 'Actualizar contraseña',
      changed: 'Se ha cambiado tu contraseña. Se ha cerrado la sesión en tus otros dispositivos.',
      failed: 'No se ha podido cambiar tu contraseña. Inténtalo de nuevo.',
    },
    recentSignIn: {
      title: 'Vuelve a iniciar sesión',
      message:
        'Por tu seguridad, este cambio requiere un inicio de sesión reciente. Vuelve a iniciar sesión y repite el cambio.',
      action: 'Volver a iniciar sesión',
    },
    accounts: {
      intro: 'Vincula tus cuentas para poder iniciar sesión con cualquiera de ellas.',
      linked: 'Vinculada',
      notLinked: 'Sin vincular',
      linkedAs: 'Vinculada como {email}',
      link: 'Vincular {provider}',
      unlink: 'Desvincular {provider}',
      unlinked: 'Se ha desvinculado {provider} de tu cuenta.',
      lastMethod:
        'No puedes desvincular {provider}: es la única forma que te queda de iniciar sesión en tu cuenta. Vincula antes otra cuenta.',
      unlinkFailed: 'No se ha podido desvincular la cuenta. Inténtalo de nuevo.',
      loadFailed: 'No se han podido cargar tus cuentas vinculadas. Recarga la página.',
    },
  },
};

export default esES;
