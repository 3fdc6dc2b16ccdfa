/** Messages of a district's norm tables page (namespace 'norms'; docs/decisions/054-local-norm-tables.md). */
const enUS = {
  loading: 'Loading…',
  title: 'Norms of {district}',
  titleNoName: 'Norms',
  intro:
    'Percentiles, standard scores and support levels compare each score with a norm table. Build a table from this district’s own completed runs, or import one, then preview how many students would change support level before you activate it.',
  loadFailed: 'The norm tables could not be loaded.',
  forbidden: 'Only super administrators and administrators of this district can manage its norms.',
  task: 'Game',
  build: {
    heading: 'Build local norms',
    intro:
      'Uses each student’s latest reliable run of the game in each grade and season. A grade and season needs at least {minCell} runs.',
    start: 'Build local norms',
    reading: 'Reading runs: {done} of {total}',
    working: 'Building…',
    ready: 'The draft table is ready: preview it below.',
    failed: 'The norms could not be built.',
    refusals: {
      'too-few-runs':
        'Too few completed runs to build norms: {usableRuns} of at least {minRuns} needed (counting grades and seasons with at least {minCell} runs; {runs} runs in all).',
      'too-few-cells':
        'Too few grades and seasons with enough runs: {usableCells} of at least {minCells} needed, each with at least {minCell} runs.',
      'no-benchmarks':
        'The runs do not reach grades 3 and 5 in spring, and there is no table to take the grade 6-12 benchmarks from.',
      'invalid-table':
        'The runs gave an unusable table (for example, scores that fall from one grade to the next).',
    },
  },
  import: {
    heading: 'Import a norm table',
    intro:
      'A CSV file in the norm table format: one game in one language, with its source. Every problem of the file is listed at once.',
    file: 'Norm table file (CSV)',
    start: 'Import CSV',
    done: 'The table was imported as a draft.',
    failed: 'The file could not be imported.',
    problems: 'The file has problems:',
    line: 'Line {line}: {problem}',
    file0: 'The file: {problem}',
    errors: {
      'empty-file': 'the file is empty.',
      'unknown-metadata': 'unknown or misplaced “#” line.',
      'duplicate-metadata': 'this “#” key appears twice.',
      'bad-metadata': 'the value of this “#” line is not valid.',
      'missing-source': 'the “# source:” line is missing.',
      'missing-date': 'the “# date:” line is missing.',
      'bad-header': 'the header must be task,language,grade,season,mean,sd,n.',
      'no-rows': 'there are no rows under the header.',
      'column-count': 'a row needs exactly seven cells.',
      'bad-task': 'the task is not a valid game id.',
      'bad-language': 'the language is not valid (en, es or xx-YY).',
      'mixed-task': 'every row must be for the same game and language.',
      'bad-grade': 'the grade must be K or 1 to 12.',
      'bad-season': 'the season must be fall, winter, spring or empty.',
      'bad-mean': 'the mean is not a number.',
      'bad-sd': 'the standard deviation must be a number above 0.',
      'bad-n': 'n must be a whole number or empty.',
      'duplicate-group': 'this grade and season appear twice.',
      'missing-benchmark':
        'no grade 3 and grade 5 groups or benchmark lines to set the grade 6-12 levels.',
      'invalid-table': 'the table is not usable (for example, means that fall with grade).',
      'unknown-task': 'this game has no norms.',
      'wrong-language': 'the language is not that of the game’s norms.',
      other: 'problem “{code}”.',
    },
  },
  tables: {
    heading: 'Norm tables',
    empty: 'This district has no norm tables yet: its scores use the provisional norms.',
    caption: 'Norm tables of the district',
    columns: {
      task: 'Game',
      label: 'Table',
      kind: 'Kind',
      state: 'State',
      created: 'Created',
      activated: 'Activated',
      actions: 'Actions',
    },
    kinds: { local: 'Local', imported: 'Imported', provisional: 'Provisional' },
    states: { draft: 'Draft', active: 'Active', retired: 'Retired' },
    label: {
      local: 'local: {district}, {students} students, {from} to {to}',
      localOneDay: 'local: {district}, {students} students, {from}',
      imported: 'imported: {source}',
      provisional: 'provisional',
    },
    preview: 'Preview',
    previewOf: 'Preview {label}',
    activate: 'Activate',
    activateOf: 'Activate {label}',
  },
  preview: {
    heading: 'Support levels with this table',
    loading: 'Comparing the students’ scores…',
    failed: 'The preview could not be made.',
    current: 'Compared with the table in use: {label}.',
    summary: '{changed} of {compared} students would change support level: {up} up, {down} down.',
    uncovered:
      '{uncovered} students are in a grade and season this table has no group for: they keep the table in use.',
    caption: 'Students per support level',
    level: 'Support level',
    before: 'Now',
    after: 'With this table',
    levels: {
      'needs-extra-support': 'Needs extra support',
      developing: 'Developing',
      achieved: 'Achieved',
    },
    close: 'Close preview',
  },
  activate: {
    title: 'Activate this norm table?',
    loading: 'Counting the changes…',
    confirmText:
      '{changed} of {compared} students will change support level ({up} up, {down} down). The table in use now will be retired.',
    confirm: 'Activate',
    cancel: 'Cancel',
    done: 'The table is active.',
    failed: 'The table could not be activated.',
  },
};

export default enUS;
