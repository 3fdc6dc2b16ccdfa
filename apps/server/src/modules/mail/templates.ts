import { DEFAULT_LOCALE, isLocale, type Locale } from '@roar/contracts';
import { escapeHtml } from './dev-outbox.ts';

/** Subject and body of an email, before the link is filled in. */
interface LinkTexts {
  subject: string;
  /** Paragraphs before the link. */
  intro: string;
  /** The link's label in the HTML part. */
  action: string;
  /** Paragraph after the link ({minutes} is the lifetime). */
  outro: string;
}

const SIGN_IN_LINK: Record<Locale, LinkTexts> = {
  'en-US': {
    subject: 'Your ROAR sign-in link',
    intro: 'Hello,\n\nUse this link to sign in to ROAR:',
    action: 'Sign in to ROAR',
    outro:
      'The link works once and expires in {minutes} minutes. If you did not ask to sign in, you can ignore this email.',
  },
  'en-GB': {
    subject: 'Your ROAR sign-in link',
    intro: 'Hello,\n\nUse this link to sign in to ROAR:',
    action: 'Sign in to ROAR',
    outro:
      'The link works once and expires in {minutes} minutes. If you did not ask to sign in, you can ignore this email.',
  },
  'es-ES': {
    subject: 'Tu enlace para iniciar sesión en ROAR',
    intro: 'Hola:\n\nUsa este enlace para iniciar sesión en ROAR:',
    action: 'Iniciar sesión en ROAR',
    outro:
      'El enlace solo se puede usar una vez y caduca en {minutes} minutos. Si no has pedido iniciar sesión, puedes ignorar este correo.',
  },
  'es-CO': {
    subject: 'Tu enlace para ingresar a ROAR',
    intro: 'Hola:\n\nUsa este enlace para ingresar a ROAR:',
    action: 'Ingresar a ROAR',
    outro:
      'El enlace solo se puede usar una vez y vence en {minutes} minutos. Si no pediste ingresar, puedes ignorar este correo.',
  },
};

const PASSWORD_RESET: Record<Locale, LinkTexts> = {
  'en-US': {
    subject: 'Reset your ROAR password',
    intro:
      'Hello,\n\nSomeone asked to reset the password of your ROAR account. Use this link to choose a new password:',
    action: 'Choose a new password',
    outro:
      'The link works once and expires in {minutes} minutes. If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  'en-GB': {
    subject: 'Reset your ROAR password',
    intro:
      'Hello,\n\nSomeone asked to reset the password of your ROAR account. Use this link to choose a new password:',
    action: 'Choose a new password',
    outro:
      'The link works once and expires in {minutes} minutes. If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  'es-ES': {
    subject: 'Restablece tu contraseña de ROAR',
    intro:
      'Hola:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de ROAR. Usa este enlace para elegir una contraseña nueva:',
    action: 'Elegir una contraseña nueva',
    outro:
      'El enlace solo se puede usar una vez y caduca en {minutes} minutos. Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.',
  },
  'es-CO': {
    subject: 'Restablece tu contraseña de ROAR',
    intro:
      'Hola:\n\nAlguien pidió restablecer la contraseña de tu cuenta de ROAR. Usa este enlace para elegir una contraseña nueva:',
    action: 'Elegir una contraseña nueva',
    outro:
      'El enlace solo se puede usar una vez y vence en {minutes} minutos. Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
  },
};

const ACCOUNT_SETUP: Record<Locale, LinkTexts> = {
  'en-US': {
    subject: 'Your ROAR administrator account',
    intro:
      'Hello,\n\nAn administrator account has been created for you on ROAR. Use this link to choose your password:',
    action: 'Choose your password',
    outro:
      'The link works once and expires in {hours} hours. Afterwards, ask for a new one with "Having trouble?" on the sign-in page.',
  },
  'en-GB': {
    subject: 'Your ROAR administrator account',
    intro:
      'Hello,\n\nAn administrator account has been created for you on ROAR. Use this link to choose your password:',
    action: 'Choose your password',
    outro:
      'The link works once and expires in {hours} hours. Afterwards, ask for a new one with "Having trouble?" on the sign-in page.',
  },
  'es-ES': {
    subject: 'Tu cuenta de administrador de ROAR',
    intro:
      'Hola:\n\nSe ha creado una cuenta de administrador para ti en ROAR. Usa este enlace para elegir tu contraseña:',
    action: 'Elegir tu contraseña',
    outro:
      'El enlace solo se puede usar una vez y caduca en {hours} horas. Después, pide otro con «¿Tienes problemas?» en la página de inicio de sesión.',
  },
  'es-CO': {
    subject: 'Tu cuenta de administrador de ROAR',
    intro:
      'Hola:\n\nSe creó una cuenta de administrador para ti en ROAR. Usa este enlace para elegir tu contraseña:',
    action: 'Elegir tu contraseña',
    outro:
      'El enlace solo se puede usar una vez y vence en {hours} horas. Después, pide otro con «¿Tienes problemas?» en la página de ingreso.',
  },
};

interface BugReportTexts {
  subject: string;
  heading: string;
  name: string;
  email: string;
  user: string;
  page: string;
  notGiven: string;
}

const BUG_REPORT: Record<Locale, BugReportTexts> = {
  'en-US': {
    subject: 'ROAR bug report',
    heading: 'A bug report was sent with the Report an Issue form.',
    name: 'Name',
    email: 'Email',
    user: 'Signed-in user id',
    page: 'Page',
    notGiven: '(not given)',
  },
  'en-GB': {
    subject: 'ROAR bug report',
    heading: 'A bug report was sent with the Report an Issue form.',
    name: 'Name',
    email: 'Email',
    user: 'Signed-in user id',
    page: 'Page',
    notGiven: '(not given)',
  },
  'es-ES': {
    subject: 'Informe de error de ROAR',
    heading: 'Se ha enviado un informe de error con el formulario Informar de un problema.',
    name: 'Nombre',
    email: 'Correo electrónico',
    user: 'Id del usuario con sesión iniciada',
    page: 'Página',
    notGiven: '(no indicado)',
  },
  'es-CO': {
    subject: 'Reporte de error de ROAR',
    heading: 'Se envió un reporte de error con el formulario Reportar un problema.',
    name: 'Nombre',
    email: 'Correo electrónico',
    user: 'Id del usuario que ingresó',
    page: 'Página',
    notGiven: '(no indicado)',
  },
};

/** The locale of a user's emails: their preferred one when we support it, else the default. */
export function mailLocale(preferred: string | null | undefined): Locale {
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function linkMail(texts: LinkTexts, link: string, minutes: number): RenderedMail {
  const outro = texts.outro.replace('{minutes}', String(minutes));
  const paragraphs = (value: string) =>
    value
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('\n');
  return {
    subject: texts.subject,
    text: `${texts.intro}\n\n${link}\n\n${outro}\n`,
    html: `${paragraphs(texts.intro)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>\n${paragraphs(outro)}\n`,
  };
}

/** The email carrying a sign-in link. */
export function signInLinkMail(locale: Locale, link: string, minutes: number): RenderedMail {
  return linkMail(SIGN_IN_LINK[locale], link, minutes);
}

/** The email carrying a password-reset link. */
export function passwordResetMail(locale: Locale, link: string, minutes: number): RenderedMail {
  return linkMail(PASSWORD_RESET[locale], link, minutes);
}

/** The email inviting a new administrator to choose their password (a password-reset link). */
export function accountSetupMail(locale: Locale, link: string, hours: number): RenderedMail {
  const texts = ACCOUNT_SETUP[locale];
  return linkMail({ ...texts, outro: texts.outro.replace('{hours}', String(hours)) }, link, 0);
}

/** A bug report for the support address (plain text: it is the reporter's text). */
export function bugReportMail(
  locale: Locale,
  report: {
    name?: string | null;
    email?: string | null;
    message: string;
    pageUrl?: string | null;
    userId?: string | null;
  },
): { subject: string; text: string } {
  const t = BUG_REPORT[locale];
  const value = (v: string | null | undefined) => (v ? v : t.notGiven);
  return {
    subject: t.subject,
    text: [
      t.heading,
      '',
      `${t.name}: ${value(report.name)}`,
      `${t.email}: ${value(report.email)}`,
      `${t.user}: ${value(report.userId)}`,
      `${t.page}: ${value(report.pageUrl)}`,
      '',
      report.message,
      '',
    ].join('\n'),
  };
}
