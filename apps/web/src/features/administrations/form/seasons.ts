/**
 * Season presets of the date picker. School seasons by calendar date (month, day): Spring
 * Apr 1 - Jun 14, Summer Jun 15 - Aug 1, Fall Aug 1 - Dec 1, Winter Dec 1 - Apr 1 (the
 * original product's boundaries; a boundary day ends one season and starts the next).
 */
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

type MonthDay = readonly [month: number, day: number];
const BOUNDS: Record<Season, { start: MonthDay; end: MonthDay }> = {
  spring: { start: [4, 1], end: [6, 14] },
  summer: { start: [6, 15], end: [8, 1] },
  fall: { start: [8, 1], end: [12, 1] },
  winter: { start: [12, 1], end: [4, 1] },
};

export interface SeasonPreset {
  season: Season;
  /** Calendar year the season starts in (a winter ends in the next year). */
  year: number;
  /** Local calendar dates, 'YYYY-MM-DD'. */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
export function localDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ymd = (year: number, [month, day]: MonthDay) => `${year}-${pad(month)}-${pad(day)}`;

/** The season `date` falls in and the year that season started. */
export function seasonOf(date: Date): { season: Season; year: number } {
  const year = date.getFullYear();
  const md = (date.getMonth() + 1) * 100 + date.getDate();
  if (md >= 401 && md <= 614) return { season: 'spring', year };
  if (md >= 615 && md < 801) return { season: 'summer', year };
  if (md >= 801 && md < 1201) return { season: 'fall', year };
  return { season: 'winter', year: md >= 1201 ? year : year - 1 };
}

function presetOf(season: Season, year: number): SeasonPreset {
  const { start, end } = BOUNDS[season];
  return {
    season,
    year,
    start: ymd(year, start),
    end: ymd(season === 'winter' ? year + 1 : year, end),
  };
}

/**
 * `count` presets from `today`: the current season from today to its end, then the seasons that
 * follow in full.
 */
export function seasonPresets(today: Date, count = 5): SeasonPreset[] {
  let { season, year } = seasonOf(today);
  const presets = [{ ...presetOf(season, year), start: localDateString(today) }];
  while (presets.length < count) {
    const next = SEASONS[(SEASONS.indexOf(season) + 1) % SEASONS.length]!;
    if (next === 'spring') year += 1;
    season = next;
    presets.push(presetOf(season, year));
  }
  return presets;
}
