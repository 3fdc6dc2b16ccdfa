import type { TaskTextOverrides } from './types.ts';

/** Colombian Spanish: 'colegio' for school, 'presionar' for pressing. */
const esCO: TaskTextOverrides = {
  names: { 'egma-math': 'Matemáticas de los primeros grados' },
  descriptions: {
    'roar-survey': 'Preguntas sobre cómo se siente el niño o la niña con la lectura y el colegio.',
    'hearts-and-flowers':
      'Presiona en el mismo lado si ves un corazón y en el lado contrario si ves una flor.',
  },
};

export default esCO;
