/**
 * On-screen words of the games that are not spoken (buttons, labels, status). Spoken instructions
 * and feedback come from the speech clips (speech/clips.ts) and are shown with the same text.
 * A game speaks and shows its task's language; the interface locale only picks the regional
 * variant (en-US or en-GB, es-ES or es-CO).
 */
export interface GameMessages {
  continue: string;
  start: string;
  madeUp: string;
  real: string;
  false: string;
  true: string;
  progress: string;
  practice: string;
  stimulus: string;
  answerPrompt: string;
  replay: string;
  /** Math games: the keypad's submit and delete keys, the answer box, the keypad group. */
  done: string;
  deleteDigit: string;
  yourAnswer: string;
  keypad: string;
  /** Keypad practice: above the number to copy. */
  typeThis: string;
  /** Fraction boxes and the key that moves between them; decimal keys; the number line. */
  numerator: string;
  denominator: string;
  fractionBar: string;
  minus: string;
  point: string;
  numberLine: string;
  notPlaced: string;
  /** Cognition games: the two sides, answers by number, the sample and the cards. */
  left: string;
  right: string;
  /** 'Answer {n}': an answer picture's name. */
  answerN: string;
  /** 'Picture {n} of 4': a Syntax Game picture's name (it must not tell what the picture shows). */
  pictureNOf4: string;
  /** 'Square {n}' (Memory Game). */
  squareN: string;
  heart: string;
  flower: string;
  /** The picture to match (Matching Game), the puzzle with its missing piece (Puzzle Game). */
  sample: string;
  puzzle: string;
  same: string;
  different: string;
  /** A game played on another site: open it, open it again, an adult's confirmation, problems. */
  openGame: string;
  openAgain: string;
  adultConfirm: string;
  notConfigured: string;
  openFailed: string;
  /**
   * The story frame (ui/frame.tsx): the guide's name (the picture's text alternative), the start
   * screen's story line, the star counter ('{n} stars', one and other forms), the break screens'
   * celebration and the end screen's encouraging line.
   */
  guide: string;
  goal: string;
  story: string;
  stars_one: string;
  stars_other: string;
  haveStars_one: string;
  haveStars_other: string;
  encourage: string;
  /** The sound check before the first game of a session: answers, the adult's tip, its buttons. */
  hearYes: string;
  hearAgain: string;
  hearNo: string;
  soundTip: string;
  tryAgain: string;
  noSound: string;
}

const EN_US: GameMessages = {
  continue: 'Continue',
  start: 'Start',
  madeUp: 'Made-up',
  real: 'Real word',
  false: 'False',
  true: 'True',
  progress: 'Progress',
  practice: 'Practice',
  stimulus: 'Read this',
  answerPrompt: 'Choose an answer',
  replay: 'Hear it again',
  done: 'Done',
  deleteDigit: 'Delete',
  yourAnswer: 'Your answer',
  keypad: 'Number keys',
  typeThis: 'Type this number',
  numerator: 'Top number (numerator)',
  denominator: 'Bottom number (denominator)',
  fractionBar: 'Switch between top and bottom number',
  minus: 'Minus',
  point: 'Decimal point',
  numberLine: 'Number line: place your answer',
  notPlaced: 'Not placed yet',
  left: 'Left',
  right: 'Right',
  answerN: 'Answer {n}',
  pictureNOf4: 'Picture {n} of 4',
  squareN: 'Square {n}',
  heart: 'Heart',
  flower: 'Flower',
  sample: 'The picture to match',
  puzzle: 'The puzzle with a missing piece',
  same: 'Same',
  different: 'Different',
  openGame: 'Click to start',
  openAgain: 'Click here to open again',
  adultConfirm: 'Adult: the child has finished this game',
  notConfigured: 'This game is not set up yet. Please ask your teacher.',
  openFailed: 'The game did not open. Check the connection and try again.',
  guide: 'Pip the owl',
  goal: 'Pip’s house',
  story: 'This is Pip the owl. Help Pip walk the path home, and pick up a star at every step!',
  stars_one: '{n} star',
  stars_other: '{n} stars',
  haveStars_one: 'You have {n} star!',
  haveStars_other: 'You have {n} stars!',
  encourage: 'You walked the whole path with Pip. You should be proud of yourself!',
  hearYes: 'Yes, I can hear it',
  hearAgain: 'Play it again',
  hearNo: 'I can’t hear it',
  soundTip:
    'For the adult: turn the sound up, or plug in headphones. Then try again. The game also works without sound.',
  tryAgain: 'Try again',
  noSound: 'Go on without sound',
};

const EN_GB: GameMessages = { ...EN_US };

const ES_ES: GameMessages = {
  continue: 'Continuar',
  start: 'Empezar',
  madeUp: 'Inventada',
  real: 'Palabra real',
  false: 'Falso',
  true: 'Verdadero',
  progress: 'Progreso',
  practice: 'Práctica',
  stimulus: 'Lee esto',
  answerPrompt: 'Elige una respuesta',
  replay: 'Escuchar otra vez',
  done: 'Listo',
  deleteDigit: 'Borrar',
  yourAnswer: 'Tu respuesta',
  keypad: 'Teclado de números',
  typeThis: 'Escribe este número',
  numerator: 'Número de arriba (numerador)',
  denominator: 'Número de abajo (denominador)',
  fractionBar: 'Cambiar entre el número de arriba y el de abajo',
  minus: 'Menos',
  point: 'Punto decimal',
  numberLine: 'Recta numérica: coloca tu respuesta',
  notPlaced: 'Sin colocar todavía',
  left: 'Izquierda',
  right: 'Derecha',
  answerN: 'Respuesta {n}',
  pictureNOf4: 'Dibujo {n} de 4',
  squareN: 'Cuadrado {n}',
  heart: 'Corazón',
  flower: 'Flor',
  sample: 'El dibujo que hay que emparejar',
  puzzle: 'El rompecabezas con una pieza que falta',
  same: 'Igual',
  different: 'Diferente',
  openGame: 'Haz clic para empezar',
  openAgain: 'Haz clic aquí para abrirlo otra vez',
  adultConfirm: 'Adulto: el niño o la niña terminó este juego',
  notConfigured: 'Este juego aún no está preparado. Pregunta a tu maestro o maestra.',
  openFailed: 'El juego no se abrió. Revisa la conexión e inténtalo otra vez.',
  guide: 'Pip, el búho',
  goal: 'La casa de Pip',
  story:
    'Este es Pip, el búho. ¡Ayuda a Pip a recorrer el camino hasta su casa y recoge una estrella en cada paso!',
  stars_one: '{n} estrella',
  stars_other: '{n} estrellas',
  haveStars_one: '¡Tienes {n} estrella!',
  haveStars_other: '¡Tienes {n} estrellas!',
  encourage: 'Recorriste todo el camino con Pip. ¡Lo hiciste de maravilla!',
  hearYes: 'Sí, lo oigo',
  hearAgain: 'Escuchar otra vez',
  hearNo: 'No lo oigo',
  soundTip:
    'Para la persona adulta: sube el volumen o conecta unos auriculares y vuelve a probar. El juego también funciona sin sonido.',
  tryAgain: 'Probar otra vez',
  noSound: 'Seguir sin sonido',
};

/** Colombia: 'audífonos' for headphones, and the adult is addressed with usted. */
const ES_CO: GameMessages = {
  ...ES_ES,
  soundTip:
    'Para la persona adulta: suba el volumen o conecte unos audífonos y vuelva a probar. El juego también funciona sin sonido.',
};

export const GAME_MESSAGES: Readonly<Record<GameLocale, GameMessages>> = {
  'en-US': EN_US,
  'en-GB': EN_GB,
  'es-ES': ES_ES,
  'es-CO': ES_CO,
};

export type GameLocale = 'en-US' | 'en-GB' | 'es-ES' | 'es-CO';

/** The locale a game shows: its task's language, in the interface's region when that matches. */
export function gameLocale(taskLanguage: 'en' | 'es' | 'en-CA', uiLocale: string): GameLocale {
  if (taskLanguage === 'es') return uiLocale === 'es-ES' ? 'es-ES' : 'es-CO';
  return uiLocale === 'en-GB' ? 'en-GB' : 'en-US';
}

/** A message with its '{n}' filled in ('Answer 2'). */
export const numbered = (message: string, n: number) => message.replace('{n}', String(n));

/** A counted message in the plural form of `locale` ('1 star', '5 stars'; '1 estrella'). */
export function counted(
  messages: GameMessages,
  key: 'stars' | 'haveStars',
  n: number,
  locale: string,
): string {
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other';
  return numbered(messages[`${key}_${form}`], n);
}
