import type { EgmaBand, EgmaBlockId } from './types.ts';

/**
 * The items of each block, written by hand for this project, easy to hard (the bank sorts them by
 * their difficulty). Magnitudes grow with the band: numbers up to 100 for the young band, 1000
 * for the middle one, 10,000 for the older one. Practice items are easy and never test items.
 *
 * Notation: comparisons `a,b` (in the order shown before shuffling); sequences of four numbers
 * with `_` for the blank; arithmetic `a+b`, `a-b`, `axb`; number-line points as labels (`37`,
 * `0.3`, `1/4`) on the line `[from, to]`.
 */

export type ArithmeticBlockId = Extract<
  EgmaBlockId,
  'addition-1' | 'subtraction-1' | 'addition-2' | 'subtraction-2' | 'multiplication'
>;

export interface Listed<T> {
  practice: readonly T[];
  test: readonly T[];
}

export interface NumberLineList {
  range: readonly [number, number];
  practice?: readonly string[];
  choice: readonly string[];
  slider: readonly string[];
}

export interface BandLists {
  identify: Listed<number>;
  compare: Listed<string>;
  missing: Listed<string>;
  /** Two ranges each (age-band.ts), the smaller first. */
  numberLine: readonly [NumberLineList, NumberLineList];
}

export const BAND_LISTS: Readonly<Record<EgmaBand, BandLists>> = {
  young: {
    identify: { practice: [2, 10], test: [4, 9, 12, 15, 20, 31, 47, 68, 83, 100] },
    compare: {
      practice: ['1,5'],
      test: ['3,8', '9,4', '6,7', '15,12', '23,32', '41,38', '67,76', '89,98'],
    },
    missing: {
      practice: ['1,2,3,_'],
      test: [
        '3,4,5,_',
        '6,_,8,9',
        '2,4,6,_',
        '10,20,_,40',
        '5,10,15,_',
        '10,9,8,_',
        '15,_,25,30',
        '_,18,19,20',
        '40,30,_,10',
        '36,38,_,42',
      ],
    },
    numberLine: [
      {
        range: [0, 10],
        practice: ['9'],
        choice: ['5', '2', '8', '7'],
        slider: ['5', '3', '8', '6'],
      },
      {
        range: [0, 100],
        choice: ['50', '90', '25', '70', '37'],
        slider: ['50', '20', '80', '37', '64'],
      },
    ],
  },
  middle: {
    identify: { practice: [6, 30], test: [8, 14, 19, 36, 50, 73, 105, 240, 618, 907] },
    compare: {
      practice: ['10,4'],
      test: ['18,81', '45,54', '99,101', '126,162', '350,305', '478,487', '709,790', '999,1000'],
    },
    missing: {
      practice: ['20,30,40,_'],
      test: [
        '47,48,49,_',
        '18,20,_,24',
        '65,70,75,_',
        '90,100,_,120',
        '20,18,16,_',
        '100,90,_,70',
        '245,_,255,260',
        '398,399,_,401',
        '610,600,590,_',
        '1000,_,990,985',
      ],
    },
    numberLine: [
      {
        range: [0, 100],
        practice: ['90'],
        choice: ['50', '20', '75', '60'],
        slider: ['50', '25', '71', '43'],
      },
      {
        range: [0, 1000],
        choice: ['500', '100', '250', '800', '370'],
        slider: ['500', '150', '820', '366', '67'],
      },
    ],
  },
  older: {
    identify: { practice: [11, 200], test: [17, 60, 105, 340, 818, 1005, 2460, 4078, 7301, 9090] },
    compare: {
      practice: ['20,50'],
      test: [
        '305,350',
        '1234,1243',
        '5010,5001',
        '3999,4000',
        '0.5,0.25',
        '0.8,0.75',
        '0.1,0.09',
        '0.4,0.375',
      ],
    },
    missing: {
      practice: ['50,60,70,_'],
      test: [
        '198,199,200,_',
        '996,998,1000,_',
        '1205,1210,_,1220',
        '990,1000,_,1020',
        '503,502,501,_',
        '2010,2008,_,2004',
        '4000,_,3980,3970',
        '7995,8000,_,8010',
        '_,998,996,994',
        '3050,3045,3040,_',
      ],
    },
    numberLine: [
      {
        range: [0, 1000],
        practice: ['900'],
        choice: ['500', '250', '150', '620'],
        slider: ['500', '250', '710', '86', '432'],
      },
      {
        range: [0, 1],
        choice: ['1/2', '0.3', '3/4', '0.9', '1/5'],
        slider: ['1/2', '1/4', '0.7', '0.15'],
      },
    ],
  },
};

/** Arithmetic is the same in every band: the skip rule ends each block where a child stops. */
export const ARITHMETIC_LISTS: Record<ArithmeticBlockId, Listed<string>> = {
  'addition-1': {
    practice: ['1+1', '2+1'],
    test: ['1+2', '3+4', '2+5', '6+3', '4+4', '7+5', '8+6', '9+7', '8+9'],
  },
  'subtraction-1': {
    practice: [],
    test: ['3-1', '5-2', '7-3', '9-4', '8-5', '6-6', '12-5', '15-7', '17-9'],
  },
  'addition-2': {
    practice: [],
    test: ['10+20', '14+23', '35+12', '40+36', '27+15', '46+38', '58+27', '76+58'],
  },
  'subtraction-2': {
    practice: [],
    test: ['38-15', '50-20', '47-23', '45-17', '62-28', '70-34', '83-46', '91-57'],
  },
  multiplication: {
    practice: [],
    test: ['2x3', '5x2', '3x4', '10x6', '4x6', '6x7', '8x7', '9x6', '7x9'],
  },
};
