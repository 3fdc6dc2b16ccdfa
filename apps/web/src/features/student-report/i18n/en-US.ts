/** Messages of the individual score report (namespace 'studentReport'). */
const enUS = {
  title: 'Individual Score Report',
  loading: 'Loading the score report…',
  loadFailed: 'The score report could not be loaded.',
  retry: 'Try again',
  welcome: 'Welcome to {name}’s score report.',
  intro:
    'These assessments look at foundational reading skills: the skills that ideally are in place before a student starts fifth grade.',
  fallbackName: 'the student',
  labels: {
    grade: 'Grade',
    class: 'Class',
    administration: 'Administration',
    notRecorded: 'Not recorded',
  },
  grades: {
    PK: 'Pre-K',
    TK: 'Transitional kindergarten',
    K: 'Kindergarten',
    numbered: '{grade}',
  },
  actions: {
    expandAll: 'Expand all sections',
    collapseAll: 'Collapse all sections',
    exportPdf: 'Export to PDF',
    exporting: 'Creating the PDF…',
    exportFailed: 'The PDF could not be created',
    exportFailedDetail: 'Please try again. If it keeps failing, use your browser’s print option.',
  },
  stillWorking: {
    title: '{name} has not finished any assessment yet',
    body: 'The report will be ready once {name} has completed at least one of the assigned games.',
  },
  summary: {
    heading: 'Summary',
    body: 'This report shows {name}’s results at the time of testing.',
    included: 'This report includes scores for the following assessments:',
    notCompleted: 'Not completed yet:',
  },
  results: {
    heading: 'Assessment results',
    completedOn: 'Completed on {date}',
    noScore: 'No score yet',
  },
  tags: {
    required: 'Required',
    optional: 'Optional',
    reliable: 'Reliable',
    unreliable: 'Unreliable',
    provisional: 'Provisional norms',
  },
  reliability: {
    unreliable: 'The run was marked as unreliable.',
    flagsIntro: 'because of the following flags',
  },
  flags: {
    responseTimeTooFast: 'Responses were too fast',
    responseTimeTooSlow: 'Responses were too slow',
    notEnoughResponses: 'Not enough responses',
    incomplete: 'The assessment was not finished',
    accuracyTooLow: 'Accuracy was too low',
    accuracyTooLowAndResponseTimeTooFast: 'Accuracy was too low and responses were too fast',
    accuracyAtChance: 'No more answers were right than guessing would give',
    rejectedTrials: 'Some answers were rejected',
  },
  support: {
    label: 'Support level',
    levels: {
      'needs-extra-support': 'Needs extra support',
      developing: 'Developing skill',
      achieved: 'Achieved skill',
      'raw-score': 'Raw score',
      optional: 'Optional',
    },
    elementary: {
      'needs-extra-support': '{name} needs extra support with this skill.',
      developing: '{name} is still developing this skill.',
      achieved: '{name} has achieved this skill.',
    },
    secondary: {
      'needs-extra-support':
        'This is at or below a third-grade level: {name} needs extra support with this skill.',
      developing:
        'This is between a third- and fifth-grade level: {name} is still developing this skill.',
      achieved: 'This is above a fifth-grade level: {name} has achieved this skill.',
    },
  },
  description: {
    percentile: '{name} scored at the {percentile} percentile in {task}.',
    percentileBelow: '{name} scored below the {percentile} percentile in {task}.',
    percentileAbove: '{name} scored above the {percentile} percentile in {task}.',
    standardScore: '{name} had a standard score of {score} in {task}.',
    percentCorrect: '{name} answered {percent}% of the items in {task} correctly.',
    rawScore: '{name} had a raw score of {score} in {task}.',
    none: 'There is no score for {task} yet.',
  },
  ordinal: {
    one: '{n}st',
    two: '{n}nd',
    few: '{n}rd',
    other: '{n}th',
  },
  scores: {
    heading: 'Score breakdown',
    measure: 'Score',
    value: 'Value',
    standardScore: 'Standard score',
    percentile: 'Percentile',
    rawScore: 'Raw score',
    percentCorrect: 'Percent correct',
    percentValue: '{value}%',
  },
  phoneme: {
    heading: 'Phoneme subscores',
    subtest: 'Subtest',
    percentCorrect: 'Percent correct',
    FSM: 'First sound matching',
    LSM: 'Last sound matching',
    DEL: 'Deletion',
    workOn: 'Skills to work on',
  },
  letters: {
    heading: 'Letter results',
    part: 'Part',
    correct: 'Correct',
    correctOf: '{correct} of {attempted}',
    upper: 'Upper case',
    lower: 'Lower case',
    sounds: 'Letter sounds',
    workOnHeading: 'Letters and letter sounds to work on',
    upperWorkOn: 'Upper-case letters to work on',
    lowerWorkOn: 'Lower-case letters to work on',
    soundsWorkOn: 'Letter sounds to work on',
  },
  phonics: {
    heading: 'Phonics subscores',
    category: 'Skill category',
    correct: 'Correct / attempted',
    categories: {
      cvc: 'CVC',
      digraph: 'Digraph',
      initial_blend: 'Initial blends',
      tri_blend: 'Three-letter blends',
      final_blend: 'Final blends',
      r_controlled: 'R-controlled',
      r_cluster: 'R-cluster',
      silent_e: 'Silent-e',
      vowel_team: 'Vowel team',
    },
  },
  none: 'None',
  history: {
    heading: 'Scores over time',
    loading: 'Loading the chart…',
    chartLabel: '{task}: {measure} by completion date',
    tableCaption: '{task}: scores by completion date',
    date: 'Completed',
    administration: 'Administration',
    current: 'This administration',
    onlyOne: 'Only one score so far; the chart grows with later administrations.',
  },
  tabs: {
    label: 'More about this report',
    understanding: 'Understanding the scores',
    nextSteps: 'Next steps',
  },
  understanding: {
    standardScoreTitle: 'Standard score',
    standardScore:
      'A standard score places the student among others of the same grade or age. It runs from 0 to 180; 100 is the average, and most students score between 85 and 115.',
    percentileTitle: 'Percentile',
    percentile:
      'A percentile tells how many students out of 100 in the comparison group scored lower. A student at the 60th percentile scored higher than 60 out of 100 students.',
    rawScoreTitle: 'Raw score',
    rawScore:
      'The raw score is the result on the task itself, such as the number of items answered correctly or, for adaptive tasks, a score on a 100 to 900 scale. Each task has its own scale, so compare raw scores only within the same task.',
    provisionalTitle: 'Provisional norms',
    provisional:
      'Percentiles and standard scores marked “Provisional norms” come from provisional tables built from a stated model, not from a national norming sample. Read them as estimates.',
    supportTitle: 'Support categories',
    supportIntro:
      'Each score falls into one of three support categories. Optional assessments and tasks without norms show a neutral tag instead.',
    elementaryHeading: 'Kindergarten to grade 5 (from the percentile)',
    elementary: {
      'needs-extra-support': 'Needs extra support: at or below the 20th percentile.',
      developing: 'Developing skill: above the 20th and below the 40th percentile.',
      achieved: 'Achieved skill: at or above the 40th percentile.',
    },
    secondaryHeading: 'Grades 6 to 12 (from the score compared with grade-level benchmarks)',
    secondary: {
      'needs-extra-support': 'Needs extra support: at or below a third-grade level.',
      developing: 'Developing skill: between a third- and fifth-grade level.',
      achieved: 'Achieved skill: above a fifth-grade level.',
    },
  },
  nextSteps: {
    intro:
      'Use these results together with what you see in class and at home. One assessment is a snapshot, not a verdict.',
    suggestionsHeading: 'Ideas for each support category',
    suggestions: {
      'needs-extra-support':
        'Needs extra support: short, frequent practice of the skills listed under “to work on”, with explicit teaching, and a check again after a few weeks.',
      developing:
        'Developing skill: keep practicing the skill in reading and games, and give feedback on the items that were missed.',
      achieved:
        'Achieved skill: keep reading every day with books of growing difficulty, and talk about what was read.',
    },
    resourcesHeading: 'More resources',
    resources: {
      readingRockets: 'Reading Rockets: research-based reading strategies for teachers and parents',
      colorinColorado: 'Colorín Colorado: reading support for bilingual families and educators',
    },
    classReport: 'The score report of the whole group',
  },
  pdf: {
    createdOn: 'Created on {date}',
    page: 'Page {page} of {total}',
  },
};

export default enUS;
