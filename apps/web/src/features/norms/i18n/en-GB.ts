import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  intro:
    'Percentiles, standard scores and support levels compare each score with a norm table. Build a table from this district’s own completed runs, or import one, then preview how many pupils would change support level before you activate it.',
  build: {
    intro:
      'Uses each pupil’s latest reliable run of the game in each year group and season. A year group and season needs at least {minCell} runs.',
    reading: 'Reading runs: {done} of {total}',
    refusals: {
      'too-few-runs':
        'Too few completed runs to build norms: {usableRuns} of at least {minRuns} needed (counting year groups and seasons with at least {minCell} runs; {runs} runs in all).',
      'too-few-cells':
        'Too few year groups and seasons with enough runs: {usableCells} of at least {minCells} needed, each with at least {minCell} runs.',
      'no-benchmarks':
        'The runs do not reach grades 3 and 5 in spring, and there is no table to take the grade 6-12 benchmarks from.',
      'invalid-table':
        'The runs gave an unusable table (for example, scores that fall from one year group to the next).',
    },
  },
  import: {
    errors: {
      'duplicate-group': 'this year group and season appear twice.',
      'bad-season': 'the season must be fall (autumn), winter, spring or empty.',
    },
  },
  tables: {
    label: {
      local: 'local: {district}, {students} pupils, {from} to {to}',
      localOneDay: 'local: {district}, {students} pupils, {from}',
    },
  },
  preview: {
    summary: '{changed} of {compared} pupils would change support level: {up} up, {down} down.',
    uncovered:
      '{uncovered} pupils are in a year group and season this table has no group for: they keep the table in use.',
    caption: 'Pupils per support level',
  },
  activate: {
    confirmText:
      '{changed} of {compared} pupils will change support level ({up} up, {down} down). The table in use now will be retired.',
  },
};

export default enGB;
