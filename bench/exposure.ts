/**
 * Exposure, retest and equating (issue 20, item 9; docs/decisions/053-exposure-retest-and-equating.md).
 * For each adaptive task (Word in English and Spanish, Picture Vocabulary): its bank's size, the
 * share of the product's population (grades K-12 pooled, provisional abilities) given its most
 * exposed item, and for children retested with the first run's items named, the share of the
 * retest's items the first run had. For Sentence, each form's mean score over one population as
 * counted and as equated to form A's scale: one fresh sample of the population plays every form
 * (equivalent groups by construction; with a sample of its own per form, 6,500 children leave a
 * sampling SE of about 0.45 points on a difference of means, too coarse for a 1-point target). Never fails on a number. `npx tsx bench/exposure.ts [--children=N]` (N a grade).
 */
import { pathToFileURL } from 'node:url';
import {
  EQUATED_TIME_LIMIT_SECONDS,
  equatedSentenceScore,
  gameOf,
  measureExposure,
  measureRetest,
  simulateFormScores,
  type ExposureMeasurement,
  type RetestMeasurement,
} from '@roar/tasks/registry';

const ADAPTIVE = ['swr', 'swr-es', 'vocab'] as const;
const FORMS = ['A', 'B', 'C'] as const;

export interface ExposureFigures {
  adaptive: { bankSize: number; exposure: ExposureMeasurement; retest: RetestMeasurement }[];
  sentence: { language: 'en' | 'es'; form: string; raw: number; equated: number }[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** `children` a grade for exposure and equating, a quarter of them for the retests. */
export function measureExposureFigures(children = 500): ExposureFigures {
  const adaptive = ADAPTIVE.map((taskId) => {
    const game = gameOf(taskId)!;
    return {
      bankSize: game.adaptiveBankSize?.(taskId, game.params(taskId).parse({})) ?? 0,
      exposure: measureExposure(game, taskId, children, 'bench-exposure'),
      retest: measureRetest(game, taskId, Math.max(1, Math.round(children / 4)), 'bench-retest'),
    };
  });
  const sentence = (['en', 'es'] as const).flatMap((language) => {
    const scores = simulateFormScores(language, children, 'bench-equating');
    return FORMS.map((form) => ({
      language,
      form,
      raw: mean(scores[form]),
      equated: mean(
        scores[form].map((raw) =>
          equatedSentenceScore(language, form, EQUATED_TIME_LIMIT_SECONDS, raw),
        ),
      ),
    }));
  });
  return { adaptive, sentence };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function exposureTable(figures: ExposureFigures): string {
  const adaptive = [
    '| Task | Bank size | Items a run | Children | Most exposed item | Items used | Retest overlap: mean | max | Targets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...figures.adaptive.map(({ bankSize, exposure: e, retest: r }) => {
      const met = e.maxExposure <= 0.3 && r.maxOverlap <= 0.2;
      return `| ${e.taskId} | ${bankSize} | ${e.meanRunLength.toFixed(1)} | ${13 * e.childrenPerGrade} | ${pct(e.maxExposure)} (${e.maxItemId}) | ${e.itemsUsed} | ${pct(r.meanOverlap)} | ${pct(r.maxOverlap)} | ${met ? 'met' : 'not met'} |`;
    }),
  ];
  const formA = (language: string) =>
    figures.sentence.find((s) => s.language === language && s.form === 'A')!.equated;
  const sentence = [
    '| Sentence | Form | Mean as counted | Mean equated to A | Equated - A | Target |',
    '|---|---|---|---|---|---|',
    ...figures.sentence.map((s) => {
      const gap = s.equated - formA(s.language);
      return `| ${s.language === 'en' ? 'sre' : 'sre-es'} | ${s.form} | ${s.raw.toFixed(2)} | ${s.equated.toFixed(2)} | ${gap.toFixed(2)} | ${Math.abs(gap) <= 1 ? 'met' : 'not met'} |`;
    }),
  ];
  return `${adaptive.join('\n')}\n\n${sentence.join('\n')}\n\nTargets (issue 20 item 9): no item given to more than 30 % of children (grades K-12 pooled); a retest within 120 days shares at most 20 % of its items; equated Sentence form means within 1 point of form A's (one fresh sample playing every form, run seeds of their own).`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(exposureTable(measureExposureFigures(arg ? Number(arg.split('=')[1]) : 500)));
}
