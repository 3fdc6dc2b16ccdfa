import { describe, expect, it } from 'vitest';
import { LOCALES } from '@roar/contracts';
import { buildLetter } from './build-letter.ts';
import { letterText } from './text/index.ts';
import { finished, reportOf, unfinished } from './testing.ts';

const en = letterText('en-US');
const es = letterText('es-CO');

describe('buildLetter', () => {
  it('writes a section per finished task in report order, in the text’s language', () => {
    const report = reportOf([
      finished('swr', { rawScore: 410, percentile: 12.4, supportLevel: 'needs-extra-support' }),
      unfinished('sre', 'assigned'),
      finished('letter', { rawScore: 20, percentCorrect: 74.6 }),
      unfinished('pa', 'optional'),
      finished('roar-survey', { rawScore: null }),
    ]);
    const letter = buildLetter(report, es, { homeLocale: 'es-CO' });
    expect(letter.locale).toBe('es-CO');
    expect(letter.homeLocale).toBe('es-CO');
    expect(letter.sections.map((s) => s.taskId)).toEqual(['swr', 'letter']);
    const [words, letters] = letter.sections;
    expect(words!.level).toBe('needs-extra-support');
    expect(words!.activities).toEqual(
      es.topics['word-reading'].activities['needs-extra-support']!.map((a) =>
        a.replaceAll('{name}', 'Lucía'),
      ),
    );
    expect(words!.result.join(' ')).toContain('12');
    expect(words!.bandAlt).toContain(es.levelNames['needs-extra-support']);
    expect(letters!.level).toBeNull();
    expect(letters!.bandAlt).toBe('');
    expect(letters!.result.join(' ')).toContain('75');
    // The optional task not played is not named; the assigned one is, by its skill.
    expect(letter.notFinished).toContain(es.topics['sentence-reading'].title);
    expect(letter.notFinished).not.toContain(es.topics['phonological-awareness'].title);
    expect(letter.intro).toContain('Lectura en casa');
  });

  it('says how sure a result is: flagged runs and provisional comparisons', () => {
    const report = reportOf([
      finished(
        'swr',
        { rawScore: 500, percentile: 60, supportLevel: 'achieved', normsKind: 'provisional' },
        { reliable: false },
      ),
      finished('sre', {
        rawScore: 30,
        percentile: 40,
        supportLevel: 'developing',
        normsKind: 'local',
      }),
    ]);
    const [flagged, sure] = buildLetter(report, en, { homeLocale: null }).sections;
    expect(flagged!.confidence.text).toContain(
      en.confidence.unreliable.replaceAll('{name}', 'Lucía'),
    );
    expect(flagged!.confidence.text).toContain(en.confidence.provisional);
    expect(sure!.confidence.text).toBe(en.confidence.reliable);
  });

  it('says in one plain sentence when a timed game was played with a time accommodation', () => {
    const report = reportOf([
      finished('swr', { rawScore: 500 }, { timeAccommodation: 'extended_2' }),
      finished('sre', { rawScore: 30 }, { timeAccommodation: 'extended_1_5' }),
      finished('fluency-arf', { rawScore: 12 }, { timeAccommodation: 'untimed' }),
    ]);
    for (const locale of LOCALES) {
      const text = letterText(locale);
      const [word, sentence, facts] = buildLetter(report, text, { homeLocale: null }).sections;
      // Word has no time limit: nothing changed, nothing to say.
      expect(word!.confidence.text).toBe(text.confidence.reliable);
      expect(sentence!.confidence.text).toContain(
        text.confidence.extendedTime.replaceAll('{name}', 'Lucía'),
      );
      expect(facts!.confidence.text).toContain(
        text.confidence.noTimeLimit.replaceAll('{name}', 'Lucía'),
      );
    }
  });

  it('describes an optional game the child finished, without a level', () => {
    const optional = {
      ...finished('sre', { rawScore: 30, percentile: 40, supportLevel: 'developing' }),
      optional: true,
      status: 'optional' as const,
    };
    const [section] = buildLetter(reportOf([optional]), en, { homeLocale: null }).sections;
    expect(section!.taskId).toBe('sre');
    expect(section!.level).toBeNull();
  });

  it('lists the skills a game found to practise', () => {
    const report = reportOf([
      finished('letter', {
        rawScore: 10,
        percentCorrect: 50,
        skills: {
          upperCaseToWorkOn: ['B', 'D'],
          lowerCaseToWorkOn: ['b', 'B'],
          soundsToWorkOn: ['x'],
        },
      }),
      finished('fluency-arf', { rawScore: 12, skills: { factsToWorkOn: ['7 × 8 = 56'] } }),
    ]);
    const [letters, facts] = buildLetter(report, en, { homeLocale: null }).sections;
    expect(letters!.practise).toEqual([
      en.practise.letters.replace('{list}', 'B, D, and b'),
      en.practise.sounds.replace('{list}', 'x'),
    ]);
    expect(facts!.practise).toEqual([en.practise.facts.replace('{list}', '7 × 8 = 56')]);
    expect(facts!.result).toEqual([en.finished.replaceAll('{name}', 'Lucía')]);
  });

  it('gives a levelled skill without a level (no norms for the grade) its middle activities', () => {
    const report = reportOf([finished('pa', { rawScore: 30, supportLevel: null })]);
    const [section] = buildLetter(report, en, { homeLocale: null }).sections;
    expect(section!.level).toBeNull();
    expect(section!.activities).toEqual(
      en.topics['phonological-awareness'].activities.developing!.map((a) =>
        a.replaceAll('{name}', 'Lucía'),
      ),
    );
  });

  it('says so when nothing is finished yet, in every language, with every slot filled', () => {
    for (const locale of LOCALES) {
      const letter = buildLetter(reportOf([unfinished('swr', 'started')]), letterText(locale), {
        homeLocale: null,
        now: new Date('2026-11-25T12:00:00Z'),
      });
      expect(letter.sections).toEqual([]);
      expect(letter.intro).toContain('Lucía');
      const words = [
        letter.title,
        letter.heading,
        letter.greeting,
        letter.intro,
        letter.notFinished,
        letter.closing,
        letter.signature,
        letter.footer,
      ];
      expect(words.filter((w) => w && /\{\w+\}/.test(w))).toEqual([]);
      expect(letter.footer).toMatch(/2026/);
    }
  });
});
