import { GAME_LOADERS } from '@roar/tasks/loaders';
import { describe, expect, it } from 'vitest';
import {
  coreMathTask,
  letterTask,
  mathFactsTask,
  cognitionTask,
  mathGameTask,
  phonemeTask,
  phonicsTask,
  studentReport,
  task,
  translator,
  wordTask,
} from '../testing-fixtures.ts';
import { buildReportContent } from './build-report-content.ts';
import { reportFileName } from './file-name.ts';
import { ordinal } from './format.ts';

async function build(
  report = studentReport(),
  { locale = 'en-US', compact = false }: { locale?: 'en-US' | 'es-ES'; compact?: boolean } = {},
) {
  const t = await translator(locale);
  return buildReportContent(report, { t, locale, compact });
}

const eighthGrader = (report = studentReport()) => ({
  ...report,
  student: { ...report.student, grade: '8' },
});

describe('buildReportContent', () => {
  it('gives grades 6-12 the standard score and grade-level wording', async () => {
    const secondaryRun = {
      ...phonemeTask.run!,
      composite: { ...phonemeTask.run!.composite, grade: '8', supportLevel: 'developing' as const },
    };
    const content = await build(
      eighthGrader(studentReport({ tasks: [{ ...phonemeTask, run: secondaryRun }] })),
    );
    expect(content.tasks[0]!.description).toBe(
      'Maya had a standard score of 98 in Phoneme Awareness. This is between a third- and ' +
        'fifth-grade level: Maya is still developing this skill.',
    );
    expect(content.tasks[0]!.descriptionProvisional).toBe(true);
  });

  it('uses the grade recorded with the run before the current grade', async () => {
    const content = await build(eighthGrader(studentReport({ tasks: [phonemeTask] })));
    expect(content.tasks[0]!.description).toMatch(/^Maya scored at the 45th percentile/);
  });

  it('words extreme percentiles and tasks without norms', async () => {
    const low = task('swr', 'Word', { composite: { rawScore: 200, percentile: 0.4 } });
    const raw = task('cva', 'Vocabulary', { composite: { rawScore: 31 } }, { normed: false });
    const content = await build(studentReport({ tasks: [low, raw, letterTask] }));
    expect(content.tasks.map((t) => t.description)).toEqual([
      'Maya scored below the 1st percentile in Word.',
      'Maya had a raw score of 31 in Vocabulary.',
      'Maya answered 77% of the items in Letter Names and Sounds correctly.',
    ]);
    expect(content.tasks.map((t) => t.supportLevel)).toEqual([
      'raw-score',
      'raw-score',
      'raw-score',
    ]);
    expect(content.tasks[1]!.scores.rows).toEqual([{ label: 'Raw score', value: '31' }]);
  });

  it('gives an ability-based score its 90 % band, in the sentence and the table', async () => {
    const word = task('swr', 'Word', {
      composite: {
        rawScore: 476,
        scoreBand: { low: 451, high: 502 },
        percentile: 34.2,
        percentileBand: { low: 24.6, high: 45.1 },
        standardScore: 94,
        standardScoreBand: { low: 89, high: 98 },
        grade: '3',
      },
    });
    const syntax = task(
      'trog',
      'Syntax',
      { composite: { rawScore: 512, scoreBand: { low: 470, high: 555 } } },
      { normed: false },
    );
    const content = await build(studentReport({ tasks: [word, syntax] }));
    expect(content.tasks[0]!.description).toBe(
      'Maya scored at the 34th percentile in Word. Allowing for measurement error, the true ' +
        'percentile is likely between 25 and 45.',
    );
    expect(content.tasks[0]!.scores.rows.map((r) => r.value)).toEqual([
      '94 (likely 89 to 98)',
      '34 (likely 25 to 45)',
      '476 (likely 451 to 502)',
    ]);
    expect(content.tasks[1]!.description).toBe(
      'Maya had a raw score of 512 in Syntax. Allowing for measurement error, the true score is ' +
        'likely between 470 and 555.',
    );
    const older = await build(eighthGrader(studentReport({ tasks: [word] })));
    expect(older.tasks[0]!.description).toMatch(/percentile is likely between 25 and 45\.$/);
    const spanish = await build(studentReport({ tasks: [word] }), { locale: 'es-ES' });
    expect(spanish.tasks[0]!.description).toMatch(
      /percentil real está probablemente entre 25 y 45\./,
    );
    expect(spanish.understanding.sections.map((x) => x.heading)).toContain('Error de medida');
  });

  it('tags the time accommodation a run was played with, in the locale, none for standard time', async () => {
    const extended = task('sre', 'Sentence', {
      timeAccommodation: 'extended_1_5',
      composite: { rawScore: 30 },
    });
    const untimed = task('fluency-arf', 'Math Facts', {
      timeAccommodation: 'untimed',
      composite: { rawScore: 12 },
    });
    const report = studentReport({ tasks: [extended, untimed, phonicsTask] });
    const tags = (await build(report)).tasks.map((t) => t.accommodationTag);
    expect(tags).toEqual(['Extended time (×1.5)', 'No time limit', null]);
    const spanish = (await build(report, { locale: 'es-ES' })).tasks.map((t) => t.accommodationTag);
    expect(spanish).toEqual(['Tiempo ampliado (×1,5)', 'Sin límite de tiempo', null]);
  });

  it('tags optional tasks and reliability, and keeps unknown flags readable', async () => {
    const odd = task('sre', 'Sentence', {
      reliable: false,
      engagementFlags: ['incomplete', 'somethingNew'],
      composite: { rawScore: 20 },
    });
    const silent = task('morphology', 'Morphology', {
      reliable: false,
      composite: { rawScore: 9 },
    });
    const content = await build(studentReport({ tasks: [phonicsTask, odd, silent] }));
    const [phonics, sentence, morphology] = content.tasks;
    expect([phonics!.typeTag, phonics!.supportLevel, phonics!.reliabilityTag]).toEqual([
      'Optional',
      'optional',
      'Reliable',
    ]);
    expect(sentence!.unreliable).toEqual({
      message: 'The run was marked as unreliable.',
      flagsIntro: 'because of the following flags',
      flags: ['The assessment was not finished', 'somethingNew'],
    });
    expect(morphology!.unreliable).toEqual({
      message: 'The run was marked as unreliable.',
      flagsIntro: null,
      flags: [],
    });
  });

  it('lists letters to work on and says None for an empty list', async () => {
    const content = await build(studentReport({ tasks: [letterTask] }));
    const letters = content.tasks[0]!.letters!;
    expect(letters.table.rows).toEqual([
      { label: 'Upper case', value: '24 of 26' },
      { label: 'Lower case', value: '26 of 26' },
      { label: 'Letter sounds', value: '10 of 26' },
    ]);
    expect(letters.workOn.map((item) => item.value)).toEqual(['B, Q', 'None', 'ch']);
    expect(content.tasks[0]!.phoneme).toBeNull();
  });

  it('leaves the phonics subscores out of the compact Spanish variant only', async () => {
    const full = await build(studentReport({ tasks: [phonicsTask] }), { locale: 'es-ES' });
    expect(full.tasks[0]!.phonics!.rows).toEqual([
      { label: 'CVC', value: '5/5' },
      { label: 'Grupos de tres letras', value: '2/5' },
    ]);
    const compact = await build(studentReport({ tasks: [phonicsTask] }), {
      locale: 'es-ES',
      compact: true,
    });
    expect(compact.tasks[0]!.phonics).toBeNull();
  });

  it('gives math facts per operation and the facts to work on', async () => {
    const content = await build(studentReport({ tasks: [mathFactsTask] }));
    const math = content.tasks[0]!.math!;
    expect(math.table.heading).toBe('Results by operation');
    expect(math.table.rows[0]).toEqual({
      label: 'Addition',
      value: '10 right, 0 wrong, 10 tried (100%)',
    });
    expect(math.table.rows.map((row) => row.label)).toEqual([
      'Addition',
      'Subtraction',
      'Multiplication',
      'Division',
    ]);
    expect(math.workOn).toEqual({
      label: 'Multiplication and division facts to work on',
      value: '7 × 8 = 56, 42 ÷ 6 = 7',
    });
    expect(content.tasks[0]!.strands).toBeNull();
    const spanish = await build(studentReport({ tasks: [mathFactsTask] }), { locale: 'es-ES' });
    expect(spanish.tasks[0]!.math!.table.rows[3]).toEqual({
      label: 'División',
      value: '5 bien, 2 mal, 7 intentadas (71 %)',
    });
  });

  it('gives Core Math the grade level by skill, the skills to work on, and its support level', async () => {
    const content = await build(studentReport({ tasks: [coreMathTask] }));
    const [core] = content.tasks;
    expect(core!.description).toBe(
      "Maya's answers in Adaptive Core Math are at about a grade 3.4 level (score 498 on the 100-900 scale). Maya is still developing this skill.",
    );
    expect(core!.supportLabel).toBe('Developing skill');
    expect(core!.strands!.table.rows).toEqual([
      { label: 'All skills', value: '3.4' },
      { label: 'Number knowledge', value: '4.1' },
      { label: 'Geometry and measurement', value: '2.8' },
      { label: 'Arithmetic', value: '3.6' },
      { label: 'Fractions, decimals and probability', value: 'K' },
      { label: 'Algebraic thinking', value: '—' },
    ]);
    expect(core!.strands!.workOn.value).toBe(
      'Fractions, decimals and probability, Geometry and measurement',
    );
    expect(core!.math).toBeNull();
    // An eighth grader's grade-level score is still compared with their own grade.
    const older = await build(eighthGrader(studentReport({ tasks: [coreMathTask] })));
    expect(older.tasks[0]!.description).not.toContain('fifth-grade');
  });

  it('gives the Math Game right of tried per part, with the slider distance', async () => {
    const content = await build(studentReport({ tasks: [mathGameTask] }));
    expect(content.tasks[0]!.blocks!.rows).toEqual([
      { label: 'Finding a number', value: '5 of 6' },
      {
        label: 'Number line: placing a number',
        value: '2 of 4; on average 7.5% of the line away',
      },
    ]);
  });

  it('gives a cognition game its measures per part and says it has no norms', async () => {
    const content = await build(studentReport({ tasks: [cognitionTask] }));
    const [game] = content.tasks;
    expect(game!.description).toBe(
      'Maya answered 67% of the items in Hearts and Flowers correctly.',
    );
    expect(game!.measures!.table.rows).toEqual([
      { label: 'Hearts', value: '11 of 12 right; typical time 612 ms' },
      {
        label: 'Hearts and flowers',
        value: '12 of 16 right; typical time 903 ms; switching rules took 141 ms longer',
      },
      { label: 'Backward order', value: 'remembered up to 3 in a row; 4 of 7 right' },
      { label: 'Turned 60°', value: '3 of 4 right' },
    ]);
    expect(game!.measures!.note).toMatch(/no norms/);
    const spanish = await build(studentReport({ tasks: [cognitionTask] }), { locale: 'es-ES' });
    expect(spanish.tasks[0]!.measures!.table.rows[0]).toEqual({
      label: 'Corazones',
      value: '11 de 12 correctas; tiempo típico 612 ms',
    });
  });

  it('gives a normed game its subscores per part without the no-norms note', async () => {
    const run = cognitionTask.run!;
    const normed = {
      ...cognitionTask,
      run: { ...run, composite: { ...run.composite, normsKind: 'provisional' as const } },
    };
    const content = await build(studentReport({ tasks: [normed] }));
    expect(content.tasks[0]!.measures!.table.rows[0]).toEqual({
      label: 'Hearts',
      value: '11 of 12 right; typical time 612 ms',
    });
    expect(content.tasks[0]!.measures!.note).toBeNull();
  });

  it('says a game that reports progress only was completed, without a score', async () => {
    // The one game played elsewhere is read from the registry, as the report reads it.
    const [played] = GAME_LOADERS.flatMap((g) => g.tasks).filter((t) => t.launch === 'external');
    const external = task(played!.id, 'Lion and Monkey Game', {
      composite: { rawScore: null },
    });
    const content = await build(studentReport({ tasks: [external] }));
    expect(content.tasks[0]!.description).toBe(
      'Maya completed Lion and Monkey Game. This game reports progress only: it gives no score here.',
    );
    expect(content.tasks[0]!.supportLevel).toBeNull();
    const [survey] = GAME_LOADERS.flatMap((g) => g.tasks).filter((t) => t.progressOnly);
    const answered = task(survey!.id, 'Survey', { composite: { rawScore: null } });
    const surveyed = await build(studentReport({ tasks: [answered] }));
    expect(surveyed.tasks[0]!.description).toBe(
      'Maya completed Survey. This game reports progress only: it gives no score here.',
    );
    const unscored = task('other-game', 'Other Game', { composite: { rawScore: null } });
    const other = await build(studentReport({ tasks: [unscored] }));
    expect(other.tasks[0]!.description).toBe('There is no score for Other Game yet.');
  });

  it('shows the still-working message and no results before any task is completed', async () => {
    const content = await build(studentReport({ tasks: [task('pa', 'Phoneme', null)] }));
    expect(content.stillWorking?.title).toBe('Maya has not finished any assessment yet');
    expect(content.tasks).toEqual([]);
    expect(content.summary.notCompleted).toEqual(['Phoneme']);
  });

  it('writes Spanish sentences, grades and flags', async () => {
    const content = await build(studentReport({ tasks: [wordTask] }), { locale: 'es-ES' });
    expect(content.details[0]).toEqual({ label: 'Curso', value: '3.º' });
    expect(content.tasks[0]!.description).toBe(
      'Maya se situó en el 12.º percentil en Single Word Recognition. Maya necesita apoyo ' +
        'adicional en esta habilidad.',
    );
    expect(content.tasks[0]!.unreliable!.flags).toEqual([
      'Las respuestas fueron demasiado rápidas',
      'No hubo suficientes respuestas',
    ]);
  });
});

describe('ordinal', () => {
  it('uses English suffixes and the Spanish ordinal mark', async () => {
    const en = await translator('en-US');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 43, 99].map((n) => ordinal(en, n, 'en-US'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '43rd',
      '99th',
    ]);
    expect(ordinal(await translator('es-ES'), 45, 'es-ES')).toBe('45.º');
  });
});

describe('reportFileName', () => {
  it('is ASCII kebab case', () => {
    expect(reportFileName('Maya', 'Johnson')).toBe('score-report-maya-johnson.pdf');
    expect(reportFileName('José María', 'Núñez-Ortiz')).toBe(
      'score-report-jose-maria-nunez-ortiz.pdf',
    );
    expect(reportFileName(null, '  ')).toBe('score-report-student.pdf');
  });
});
