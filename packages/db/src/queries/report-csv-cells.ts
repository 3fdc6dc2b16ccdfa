import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL writing the cells of the report CSV (docs/decisions/042-report-csv-in-sql.md) exactly as
 * apps/server lib/csv.ts and reports/report-csv.ts write them in JavaScript, so that the text
 * PostgreSQL produces equals the export byte for byte (apps/server/test/report-csv-expected.test.ts).
 */

/** What JavaScript's String.prototype.trim removes (ECMA-262 WhiteSpace and LineTerminator). */
const JS_SPACE = '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
/** lib/csv.ts FORMULA_START: a leading quote is added. */
const FORMULA_START = '^[-=+@\t\r]';
/** lib/csv.ts: a cell is quoted with a quote, comma or line end, or space at either end. */
const NEEDS_QUOTES = `[",\r\n]|^[${JS_SPACE}]|[${JS_SPACE}]$`;
const NEEDS_WORK = `${NEEDS_QUOTES}|${FORMULA_START}`;

/** A text cell (null: empty) as lib/csv.ts csvCell writes it. Most cells need no work. */
export function textCell(value: SQL): SQL {
  return sql`coalesce(case when ${value} ~ ${NEEDS_WORK} then (
      select case when t ~ ${NEEDS_QUOTES} then '"' || replace(t, '"', '""') || '"' else t end
      from (select case when ${value} ~ ${FORMULA_START} then '''' || ${value} else ${value} end as t) f
    ) else ${value} end, '')`;
}

/** A number cell (a float8 or integer; null: empty): JavaScript's String, '-' neutralised. */
export function numberCell(value: SQL): SQL {
  return sql`coalesce(case when ${value} < 0 then '''' else '' end || (${value} + 0)::text, '')`;
}

/**
 * A constant word as a cell: `words` maps the value of `key` to words already written as cells
 * (an unknown value: empty, as undefined is in JavaScript).
 */
export function wordCell(key: SQL, words: Record<string, string>): SQL {
  const cases = Object.entries(words).map(([k, w]) => sql`when ${k}::text then ${w}::text`);
  return sql`coalesce(case ${key} ${sql.join(cases, sql` `)} end, '')`;
}

/** The text of a word for `key` (an unknown value: null). */
export function wordText(key: SQL, words: Record<string, string>): SQL {
  const cases = Object.entries(words).map(([k, w]) => sql`when ${k}::text then ${w}::text`);
  return sql`(case ${key} ${sql.join(cases, sql` `)} end)`;
}

/**
 * report-csv.ts decimal(): a float8 as `Number(x.toFixed(1))`, whole numbers as they are. toFixed
 * rounds the double's exact value, half away from zero; `x::numeric` keeps 15 digits, so a value
 * that reads as a tie there (0.15) is decided on the double's exact bits: 0.15 is stored as
 * 0.1499999... and rounds down, as in JavaScript.
 */
export function jsDecimal(value: SQL): SQL {
  return sql`(case when ${value} is null then null when ${value} = trunc(${value}) then ${value}
    else (select (case when abs(d) * 100 % 10 = 5
        and ((b & 4503599627370495) | 4503599627370496)::numeric < abs(d) * 2::numeric ^ (1075 - (b >> 52))
      then trunc(d, 1) else round(d, 1) end)::float8
      from (select ${value}::numeric as d,
        ('x' || encode(float8send(abs(${value})), 'hex'))::bit(64)::bigint as b) z) end)`;
}

/** JavaScript's Math.round of a float8 (halves up), exact for any double. */
export function jsRound(value: SQL): SQL {
  return sql`(floor(${value}) + case when ${value} - floor(${value}) >= 0.5 then 1 else 0 end)`;
}

/** A jsonb value as JavaScript's String() of it: strings bare, null as 'null'. */
export function jsString(value: SQL): SQL {
  return sql`(case jsonb_typeof(${value}) when 'string' then ${value} #>> '{}' else ${value}::text end)`;
}

/** Whether a jsonb value is truthy in JavaScript (present, not null, false, 0 or ''). */
export function jsTruthy(value: SQL): SQL {
  return sql`coalesce(${value} not in ('null'::jsonb, 'false'::jsonb, '0'::jsonb, '""'::jsonb), false)`;
}

/**
 * A `{key}` template (report-csv-text.ts) filled with SQL values, as report-csv-measures.ts fill()
 * does: a key without a value becomes empty.
 */
export function fillTemplate(template: string, values: Record<string, SQL>): SQL {
  const parts = template.split(/\{(\w+)\}/);
  const pieces = parts.map((part, i) =>
    i % 2 === 0 ? sql`${part}::text` : sql`coalesce(${values[part] ?? sql`''`}, '')`,
  );
  return sql`(${sql.join(pieces, sql` || `)})`;
}
