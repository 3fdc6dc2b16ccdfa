/**
 * Item calibration (issue 20, item 3; ADR 049): recovery of known item parameters from seeded
 * simulated children at the acceptance sizes (difficulty from 1,000 children, discrimination from
 * 3,000, two-choice items with c = 0.5), planted misfitting items flagged, and the time to
 * calibrate a large sample: by default 100,000 children answering 60 of a 300-item two-choice bank
 * (6 million answers, 2PL). Figures only; never fails.
 * `npx tsx bench/calibration.ts [--children=N]` (the large sample's children).
 */
import { pathToFileURL } from 'node:url';
import { calibrateItems, correlation, type ItemParams } from '@roar/scoring';
import {
  gaussian,
  rmse,
  simulateColumns,
  simulateSample,
} from '../packages/scoring/src/calibration-simulation.test-helper.ts';
import { seeded } from '../packages/scoring/src/seeded-random.test-helper.ts';

export interface CalibrationRecovery {
  readonly label: string;
  readonly children: number;
  readonly rB: number;
  readonly rmseB: number;
  readonly rA: number | null;
  readonly seconds: number;
}

export interface CalibrationMeasurement {
  readonly recovery: CalibrationRecovery[];
  readonly misfit: { planted: number; flagged: number; good: number; falseFlags: number };
  readonly large: { children: number; answers: number; seconds: number; iterations: number[] };
}

const bank = (rng: () => number, count: number, spread: number, c: number, a = 1.3) =>
  Array.from({ length: count }, () => ({
    a: spread > 0 ? a * Math.exp(spread * gaussian(rng)) : a,
    b: 1.2 * gaussian(rng),
    c,
    d: 1,
  }));

function recovery(
  label: string,
  seed: number,
  children: number,
  model: 'rasch' | '2pl',
  items: (rng: () => number) => ItemParams[],
): CalibrationRecovery {
  const rng = seeded(seed);
  const truth = items(rng);
  const { responses } = simulateSample(rng, { children, items: truth });
  const start = performance.now();
  const { set } = calibrateItems({
    responses,
    itemCount: truth.length,
    model,
    guessing: truth.map((x) => x.c),
    version: 'bench',
  });
  const b = set.items.map((x) => x.b);
  return {
    label,
    children,
    rB: correlation(
      b,
      truth.map((x) => x.b),
    ),
    rmseB: rmse(
      b,
      truth.map((x) => x.b),
    ),
    rA:
      model === '2pl'
        ? correlation(
            set.items.map((x) => x.a),
            truth.map((x) => x.a),
          )
        : null,
    seconds: (performance.now() - start) / 1000,
  };
}

function plantedMisfit(replications: number) {
  let flagged = 0;
  let planted = 0;
  let good = 0;
  let falseFlags = 0;
  for (let rep = 0; rep < replications; rep += 1) {
    const rng = seeded(900 + rep);
    const items = bank(rng, 60, 0, 0, 1.4);
    const bad = new Map([
      [3, 'random'],
      [41, 'random'],
      [17, 'reversed'],
      [52, 'reversed'],
    ]);
    const { responses } = simulateSample(rng, {
      children: 2000,
      items,
      answer: (_child, item, theta, right) =>
        bad.get(item) === 'random'
          ? rng() < 0.6
          : bad.get(item) === 'reversed'
            ? rng() < 1 / (1 + Math.exp(1.2 * (theta - items[item]!.b)))
            : right,
    });
    const { set } = calibrateItems({ responses, itemCount: 60, model: 'rasch', version: 'bench' });
    for (const item of set.items) {
      if (bad.has(item.index)) {
        planted += 1;
        if (!item.usable) flagged += 1;
      } else {
        good += 1;
        if (!item.usable) falseFlags += 1;
      }
    }
  }
  return { planted, flagged, good, falseFlags };
}

export function measureCalibration(children = 100_000, replications = 5): CalibrationMeasurement {
  const rec = [
    recovery('Rasch, 40 items', 1, 1000, 'rasch', (rng) => bank(rng, 40, 0, 0, 1)),
    recovery('2PL, 40 items', 2, 3000, '2pl', (rng) => bank(rng, 40, 0.35, 0)),
    recovery('2PL, 40 two-choice items (c = 0.5)', 3, 3000, '2pl', (rng) =>
      bank(rng, 40, 0.3, 0.5),
    ),
  ];
  const misfit = plantedMisfit(replications);
  const rng = seeded(4);
  const items = bank(rng, 300, 0.3, 0.5);
  const columns = simulateColumns(rng, { children, items, perChild: 60 });
  const start = performance.now();
  const { set } = calibrateItems({
    responses: columns,
    itemCount: items.length,
    model: '2pl',
    guessing: 0.5,
    version: 'bench',
  });
  return {
    recovery: rec,
    misfit,
    large: {
      children,
      answers: columns.item.length,
      seconds: (performance.now() - start) / 1000,
      iterations: set.provenance.fits.map((f) => f.iterations),
    },
  };
}

export function calibrationTable({ recovery: rec, misfit, large }: CalibrationMeasurement): string {
  const f = (x: number) => x.toFixed(3);
  return [
    '| Sample | Children | r(b) | RMSE(b) | r(a) | Seconds |',
    '|---|---|---|---|---|---|',
    ...rec.map(
      (r) =>
        `| ${r.label} | ${r.children.toLocaleString('en-US')} | ${f(r.rB)} | ${f(r.rmseB)} | ${r.rA === null ? '-' : f(r.rA)} | ${r.seconds.toFixed(1)} |`,
    ),
    '',
    `Planted misfits (Rasch, 2,000 children, 60 items, 2 random + 2 reversed): ${misfit.flagged} of ${misfit.planted} flagged; good items flagged ${misfit.falseFlags} of ${misfit.good} (${((100 * misfit.falseFlags) / misfit.good).toFixed(1)} %).`,
    `Calibration of ${large.children.toLocaleString('en-US')} children (${large.answers.toLocaleString('en-US')} answers, 60 of 300 two-choice items each, 2PL): ${large.seconds.toFixed(1)} s, EM cycles ${large.iterations.join(' + ')}.`,
    '',
    'Targets (issue 20): r(b) >= 0.95 and RMSE(b) <= 0.35 from 1,000 children; r(a) >= 0.8 from 3,000; planted misfits flagged.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.find((a) => a.startsWith('--children='));
  console.log(calibrationTable(measureCalibration(arg ? Number(arg.split('=')[1]) : 100_000)));
}
