import type { PartialFeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'colegio' for school, 'presionar' for pressing. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  names: { 'egma-math': 'Matemáticas de los primeros grados' },
  descriptions: {
    'roar-survey': 'Preguntas sobre cómo se siente el niño o la niña con la lectura y el colegio.',
    'hearts-and-flowers':
      'Presiona en el mismo lado si ves un corazón y en el lado contrario si ves una flor.',
  },
};

export default esCO;
