import type { SurveyAnswer } from '@roar/contracts';

/**
 * The Thoughts and Feelings survey's questions, written for this project (docs/decisions/
 * 028-survey.md): the child's questions for children of five to twelve, short and in words they
 * know, each answered on the 4-point scale; the adult form asks a parent or teacher the same
 * themes about the child. Spanish that reads the same in Spain and Latin America (escuela,
 * maestro or maestra; no region-bound words).
 */

export type SurveyLanguage = 'en' | 'es';
export const SURVEY_LANGUAGES: readonly SurveyLanguage[] = ['en', 'es'];

/** The themes the questions are grouped by in reports. */
export const SURVEY_DOMAINS = ['belonging', 'reading', 'feelings'] as const;
export type SurveyDomain = (typeof SURVEY_DOMAINS)[number];

export interface SurveyItem {
  /** `<domain>-<n>` (child), `adult-<n>` (adult form) or `practice-<n>`. */
  id: string;
  domain: SurveyDomain | 'practice';
  text: Readonly<Record<SurveyLanguage, string>>;
}

const item = (id: string, domain: SurveyItem['domain'], en: string, es: string): SurveyItem => ({
  id,
  domain,
  text: { en, es },
});

/** The scale's labels, answer 0 first (the child's screen and the reports). */
export const SCALE_LABELS: Readonly<Record<SurveyLanguage, readonly string[]>> = {
  en: ['No, never', 'Yes, some of the time', 'Yes, most of the time', 'Yes, all of the time'],
  es: ['No, nunca', 'Sí, algunas veces', 'Sí, la mayor parte del tiempo', 'Sí, todo el tiempo'],
};

export const scaleLabel = (language: SurveyLanguage, answer: SurveyAnswer): string =>
  SCALE_LABELS[language][answer]!;

/** Two questions to learn the scale on (not stored as answers to the survey). */
export const PRACTICE_ITEMS: readonly SurveyItem[] = [
  item('practice-1', 'practice', 'Do you like ice cream?', '¿Te gusta el helado?'),
  item('practice-2', 'practice', 'Do you like to play outside?', '¿Te gusta jugar al aire libre?'),
];

/** The child's questions, in the order asked. */
export const CHILD_ITEMS: readonly SurveyItem[] = [
  item('belonging-1', 'belonging', 'Do you like going to school?', '¿Te gusta ir a la escuela?'),
  item(
    'belonging-2',
    'belonging',
    'Do you have friends at school?',
    '¿Tienes amigos en la escuela?',
  ),
  item(
    'belonging-3',
    'belonging',
    'Do you feel like you are part of your school?',
    '¿Sientes que eres parte de tu escuela?',
  ),
  item(
    'belonging-4',
    'belonging',
    'Do the grown-ups at school care about you?',
    '¿Los adultos de la escuela se preocupan por ti?',
  ),
  item(
    'belonging-5',
    'belonging',
    'Can you ask your teacher for help when you need it?',
    '¿Puedes pedir ayuda a tu maestro o maestra cuando la necesitas?',
  ),
  item(
    'belonging-6',
    'belonging',
    'Do you feel safe at school?',
    '¿Te sientes a salvo en la escuela?',
  ),
  item('reading-1', 'reading', 'Do you like reading?', '¿Te gusta leer?'),
  item('reading-2', 'reading', 'Do you read for fun at home?', '¿Lees por diversión en casa?'),
  item('reading-3', 'reading', 'Do you think you are a good reader?', '¿Crees que lees bien?'),
  item(
    'reading-4',
    'reading',
    'Do you like it when someone reads a story to you?',
    '¿Te gusta que alguien te lea un cuento?',
  ),
  item('reading-5', 'reading', 'Is reading hard for you?', '¿Te cuesta leer?'),
  item(
    'reading-6',
    'reading',
    'Do you want to get better at reading?',
    '¿Quieres leer cada vez mejor?',
  ),
  item(
    'feelings-1',
    'feelings',
    'Do you feel happy at school?',
    '¿Te sientes feliz en la escuela?',
  ),
  item(
    'feelings-2',
    'feelings',
    'Do you feel worried about school?',
    '¿Te preocupan las cosas de la escuela?',
  ),
  item(
    'feelings-3',
    'feelings',
    'Do you feel calm when you read out loud in class?',
    '¿Te sientes tranquilo cuando lees en voz alta en clase?',
  ),
  item(
    'feelings-4',
    'feelings',
    'Do you feel lonely at school?',
    '¿Te sientes solo en la escuela?',
  ),
  item(
    'feelings-5',
    'feelings',
    'When something is hard, do you keep trying?',
    'Cuando algo es difícil, ¿sigues intentándolo?',
  ),
  item(
    'feelings-6',
    'feelings',
    'Do you feel proud of your schoolwork?',
    '¿Te sientes orgulloso de tu trabajo en la escuela?',
  ),
];

/** The adult form: a parent's or teacher's view of the same themes. */
export const ADULT_ITEMS: readonly SurveyItem[] = [
  item(
    'adult-1',
    'belonging',
    'Does the child look forward to going to school?',
    '¿El niño o la niña tiene ganas de ir a la escuela?',
  ),
  item(
    'adult-2',
    'belonging',
    'Does the child get along with other children?',
    '¿El niño o la niña se lleva bien con otros niños?',
  ),
  item(
    'adult-3',
    'belonging',
    'Does the child ask adults for help when needed?',
    '¿El niño o la niña pide ayuda a los adultos cuando la necesita?',
  ),
  item(
    'adult-4',
    'belonging',
    'Does the child seem safe and at ease at school?',
    '¿El niño o la niña parece estar a salvo y a gusto en la escuela?',
  ),
  item(
    'adult-5',
    'reading',
    'Does the child choose to read or look at books?',
    '¿El niño o la niña elige leer o mirar libros por su cuenta?',
  ),
  item(
    'adult-6',
    'reading',
    'Does the child enjoy being read to?',
    '¿Al niño o a la niña le gusta que le lean?',
  ),
  item(
    'adult-7',
    'reading',
    'Does the child talk about what they have read?',
    '¿El niño o la niña habla de lo que ha leído?',
  ),
  item(
    'adult-8',
    'reading',
    'Does the child avoid reading tasks?',
    '¿El niño o la niña evita las tareas de lectura?',
  ),
  item('adult-9', 'feelings', 'Does the child seem cheerful?', '¿El niño o la niña se ve alegre?'),
  item(
    'adult-10',
    'feelings',
    'Does the child seem worried or nervous?',
    '¿El niño o la niña parece preocupado o nervioso?',
  ),
  item(
    'adult-11',
    'feelings',
    'Does the child keep trying when a task is hard?',
    '¿El niño o la niña sigue intentándolo cuando una tarea es difícil?',
  ),
  item(
    'adult-12',
    'feelings',
    'Does the child get upset easily?',
    '¿El niño o la niña se disgusta con facilidad?',
  ),
];

/** A form's questions. */
export const surveyItems = (form: 'child' | 'parent' | 'teacher'): readonly SurveyItem[] =>
  form === 'child' ? CHILD_ITEMS : ADULT_ITEMS;

const byId = new Map([...PRACTICE_ITEMS, ...CHILD_ITEMS, ...ADULT_ITEMS].map((i) => [i.id, i]));

/** A question by its id (child, adult or practice), or undefined. */
export const surveyItem = (id: string): SurveyItem | undefined => byId.get(id);
