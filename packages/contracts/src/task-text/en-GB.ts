import type { TaskTextOverrides } from './types.ts';

/** British English: maths. */
const enGB: TaskTextOverrides = {
  names: {
    'roam-alpaca-es': 'Adaptive Core Maths (Spanish)',
    'roam-alpaca': 'Adaptive Core Maths',
    'egma-math': 'Early Years Maths',
  },
  publicNames: { 'egma-math': 'Maths Game' },
  descriptions: {
    'fluency-arf-es': 'Solve as many single-digit maths facts as possible, in Spanish.',
    'roam-alpaca-es':
      'Adaptive maths questions across number sense, geometry and algebra, in Spanish.',
    'fluency-arf': 'Solve as many single-digit maths facts as possible in the time.',
    'roam-alpaca': 'Adaptive maths questions across number sense, geometry and algebra.',
  },
  tags: { Math: 'Maths' },
};

export default enGB;
