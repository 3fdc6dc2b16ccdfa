/**
 * The set-based statements of report-world.ts, in order, on one connection (the temp tables live
 * as long as it). The caller first fills two temp tables from parameters: `bench_world` (one row:
 * district_id, administration_id, norms_versions jsonb task -> version, scoring_version) and
 * `bench_tasks` (position, task_id, variant_id); the statements read them and take no parameters.
 *
 * Ids are a letter and 19 digits derived from the row's number, so statements can point at rows
 * of earlier ones without reading them back: S school, C class, U user, M membership,
 * A assignment, R run, X score.
 */

/** The SQL of a generated id: `prefix` then `expr` padded to 19 digits. */
export const idSql = (prefix: string, expr: string) =>
  `'${prefix}' || lpad((${expr})::text, 19, '0')`;

/** The id idSql gives row number `n`. */
export const benchId = (prefix: string, n: number) => `${prefix}${String(n).padStart(19, '0')}`;

const FIRST_NAMES = (
  'Ava Liam Maya Noah Zoe Ethan Lucia Mateo Aria Omar Chloe Diego Emma Kai Grace Leo Hana ' +
  'Jonah Isla Ravi Nora Sam Priya Theo Amara Felix Mei Ivan Sofia Ezra'
).split(' ');
const LAST_NAMES = (
  'Adams Baker Chen Diaz Evans Fischer Garcia Haddad Ibrahim Jensen Kim Lopez Martin Nguyen ' +
  'Okafor Patel Quinn Rossi Sato Turner Usman Vargas Wong Xu Young Zhang Brooks Cruz Dubois ' +
  'Ellis Flores Gupta Hughes Ito Khan Moreau Novak Park Reyes Silva'
).split(' ');

const pick = (names: readonly string[]) =>
  `(array[${names.map((n) => `'${n}'`).join(',')}])[1 + floor(random() * ${names.length})::int]`;

/**
 * The students: numbered 0..N-1, `schoolSize` per school (the last school takes the rest), grade
 * K-5 in turn within a school, classes of 25 per grade.
 */
export const studentsSql = (students: number, schoolSize: number) => `
  create temp table bench_students as
  select n, n / ${schoolSize} as school, (n % ${schoolSize}) % 6 as g,
    (n % ${schoolSize}) / 6 / 25 as room,
    (array['K','1','2','3','4','5'])[(n % ${schoolSize}) % 6 + 1] as grade
  from generate_series(0, ${students - 1}) as n`;

const district = '(select district_id from bench_world)';
const administration = '(select administration_id from bench_world)';
const normsVersion = '((select norms_versions from bench_world) ->> task_id)';
const scoringVersion = '(select scoring_version from bench_world)';

const schoolId = idSql('S', 'school');
const classId = idSql('C', 'school * 10000 + g * 1000 + room');
const userId = idSql('U', 'n');
const cellNumber = 'n * 4 + position';

export const ORG_STATEMENTS = [
  `insert into core.orgs (id, type, name, parent_id, district_id)
   select ${idSql('S', 's')}, 'school', 'Bench School ' || lpad((s + 1)::text, 2, '0'), ${district}, ${district}
   from generate_series(0, (select max(school) from bench_students)) as s`,
  `insert into core.orgs (id, type, name, parent_id, school_id, grade, district_id)
   select ${classId}, 'class',
     case when g = 0 then 'Kindergarten' else 'Grade ' || g end || ' - Room ' || (g * 100 + room + 1),
     ${schoolId}, ${schoolId}, grade, ${district}
   from (select distinct school, g, room, grade from bench_students) as c`,
];

export const USER_STATEMENTS = [
  `insert into core.users (id, username, display_name, name_first, name_last, user_type, grade,
     district_id)
   select ${userId}, 'bench-student-' || n, first || ' ' || last, first, last, 'student', grade, ${district}
   from (select n, grade, ${pick(FIRST_NAMES)} as first, ${pick(LAST_NAMES)} as last
         from bench_students) as s`,
  // Current memberships (end_on null) in the student's school and class.
  `insert into core.memberships (id, user_id, org_id, role, district_id, start_on)
   select ${idSql('M', '2 * n')}, ${userId}, ${schoolId}, 'student', ${district}, current_date - 30
   from bench_students
   union all
   select ${idSql('M', '2 * n + 1')}, ${userId}, ${classId}, 'student', ${district}, current_date - 30
   from bench_students`,
];

/**
 * One row per student and assessment: 5 % of the students have started nothing, 7 % have
 * completed some assessments in order and started the next, the others completed all four.
 * Scores of normed tasks: a percentile uniform on 0.1-99.9, the standard score from it (logistic
 * approximation of the normal quantile), the K-5 support level (>= 40 achieved, > 20 developing);
 * letter has no norms (percent correct, 'raw-score'). About 7 % of the runs are unreliable.
 */
export const CELLS_SQL = `
  create temp table bench_cells as
  with student as (
    select n, g, case when u < 0.05 then 0 when u < 0.12 then 1 else 2 end as progress,
      floor(random() * 4)::int as done,
      now() - interval '20 days' * random() as started
    from (select n, g, random() as u from bench_students) as s
  ), cell as (
    select s.n, s.g, t.position, t.task_id, t.variant_id,
      case when s.progress = 2 or (s.progress = 1 and t.position < s.done) then 'completed'
           when s.progress = 1 and t.position = s.done then 'started' end as state,
      s.started + interval '15 minutes' * t.position as started_at,
      round((0.1 + random() * 99.8)::numeric, 1)::float8 as pct,
      random() < 0.07 and t.task_id <> 'letter' as unreliable
    from student as s cross join bench_tasks as t
  )
  select *,
    case when state = 'completed' then started_at + interval '9 minutes' end as completed_at,
    least(180, greatest(0, round(100 + 15 * ln(pct / (100 - pct)) / 1.702)))::int as standard_score,
    case when pct >= 40 then 'achieved' when pct > 20 then 'developing'
         else 'needs-extra-support' end as level,
    case task_id
      when 'swr' then round(500 + 66.7 * ln(pct / (100 - pct)) / 1.702 + 25 * g)
      when 'sre' then greatest(0, round(18 + 7 * ln(pct / (100 - pct)) / 1.702 + 4 * g))
      when 'pa' then least(57, greatest(0, round(30 + 8 * ln(pct / (100 - pct)) / 1.702 + 2 * g)))
      else round(pct * 0.9) end::float8 as raw_score
  from cell`;

const COMPLETED = `from bench_cells where state = 'completed'`;
const normed = `task_id <> 'letter'`;

export const RUN_STATEMENTS = [
  `insert into assessment.runs (id, user_id, task_id, variant_id, task_version, administration_id,
     assignment_id, district_id, seed, params, state, reliable, engagement_flags, best_run,
     started_at, completed_at)
   select ${idSql('R', cellNumber)}, ${userId}, task_id, variant_id, '1.0.0', ${administration},
     ${idSql('A', 'n')}, ${district}, md5(n::text || task_id), '{}', state,
     case when state = 'completed' then not unreliable end,
     case when unreliable and state = 'completed' then array['responseTimeTooFast'] else '{}' end,
     state = 'completed', started_at, completed_at
   from bench_cells where state is not null`,
  `insert into assessment.scores (id, run_id, user_id, task_id, administration_id, district_id,
     raw, computed, scoring_version, norms_version, reliable, engagement_flags)
   select ${idSql('X', cellNumber)}, ${idSql('R', cellNumber)}, ${userId}, task_id, ${administration}, ${district},
     jsonb_build_object('composite', jsonb_build_object('test', jsonb_build_object(
       'numAttempted', 90, 'numCorrect', round(pct * 0.9), 'numIncorrect', 90 - round(pct * 0.9)))),
     jsonb_build_object('composite', jsonb_build_object(
       'rawScore', raw_score,
       'percentCorrect', case when ${normed} then null else pct end,
       'percentile', case when ${normed} then pct end,
       'standardScore', case when ${normed} then standard_score end,
       'supportLevel', case when ${normed} then level end,
       'normsVersion', case when ${normed} then ${normsVersion} end,
       'normsKind', case when ${normed} then 'provisional' end,
       'grade', (array['K','1','2','3','4','5'])[g + 1],
       'normGroupGrade', g,
       'noNormsReason', case when ${normed} then null else 'no-norms' end)),
     ${scoringVersion}, ${normsVersion}, not unreliable,
     case when unreliable then array['responseTimeTooFast'] else '{}' end
   ${COMPLETED}`,
  `insert into core.assignments (id, administration_id, user_id, district_id, assessments,
     started_on, completed_on)
   select ${idSql('A', 'n')}, ${administration}, ${userId}, ${district},
     jsonb_agg(jsonb_build_object('taskId', task_id, 'variantId', variant_id, 'optional', false,
       'startedOn', case when state is not null then to_char(started_at at time zone 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
       'completedOn', to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'runId', case when state = 'completed' then ${idSql('R', cellNumber)} end,
       'allRunIds', case when state is not null then jsonb_build_array(${idSql('R', cellNumber)})
         else '[]'::jsonb end,
       'allowRetake', unreliable and state = 'completed') order by position),
     min(started_at) filter (where state is not null),
     case when count(*) filter (where state = 'completed') = count(*) then max(completed_at) end
   from bench_cells group by n`,
];

/** The reports' read model: one row per completed assessment, from its (best and only) run. */
export const REPORT_SCORES_SQL = `
  insert into core.report_scores (assignment_id, task_id, administration_id, user_id, district_id,
    run_id, raw_score, percent_correct, percentile, standard_score, support_level, norms_kind,
    reliable, engagement_flags, completed_at)
  select ${idSql('A', 'n')}, task_id, ${administration}, ${userId}, ${district},
    ${idSql('R', cellNumber)}, raw_score,
    case when ${normed} then null else pct end,
    case when ${normed} then pct end,
    case when ${normed} then standard_score end,
    case when ${normed} then level else 'raw-score' end,
    case when ${normed} then 'provisional' end,
    not unreliable,
    case when unreliable then array['responseTimeTooFast'] else '{}' end,
    completed_at
  ${COMPLETED}`;
