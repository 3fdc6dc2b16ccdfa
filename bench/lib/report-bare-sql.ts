/**
 * The bare SQL each report rests on, written by hand: the simplest query over the same tables
 * that answers the same numbers or rows, without the server's organisation tree walk, filters,
 * membership periods or JSON. The CSV export has none: its baseline is its own COPY statement
 * (report-csv-copy.ts). Students are those with a current student membership in the
 * organisation (`org_id`) or, for the district, anywhere in it (`district_id`): the synthetic
 * district gives every student one in their school and one in their class.
 *
 * Parameters: $1 administration id, $2 organisation id.
 */

export type BareScope = 'district' | 'school';

const students = (scope: BareScope) => `students as (
    select distinct user_id from core.memberships
    where ${scope === 'district' ? 'district_id' : 'org_id'} = $2
      and role = 'student' and end_on is null
  )`;

const STATUS = `case when e->>'completedOn' is not null then 'completed'
    when e->>'startedOn' is not null then 'started' else 'assigned' end`;

/** Progress counts per task and (task null) over whole assignments. */
export const progressSql = (scope: BareScope) => `
  with ${students(scope)}
  select e->>'taskId' as task_id, ${STATUS} as status, count(*)::int as count
  from core.assignments a join students s on s.user_id = a.user_id
  cross join jsonb_array_elements(a.assessments) e
  where a.administration_id = $1
  group by 1, 2
  union all
  select null, case when a.completed_on is not null then 'completed'
    when a.started_on is not null then 'started' else 'assigned' end, count(*)::int
  from core.assignments a join students s on s.user_id = a.user_id
  where a.administration_id = $1
  group by 2`;

/** The number of students in the table (every page shows it). */
export const pageTotalSql = (scope: BareScope) => `
  with ${students(scope)}
  select count(*)::int as total
  from core.assignments a join students s on s.user_id = a.user_id
  where a.administration_id = $1`;

/** One page of students by last name, with their school and one row per assessment and score. */
export const pageSql = (scope: BareScope) => `
  with ${students(scope)},
  page as (
    select a.id as assignment_id, a.assessments, u.id, u.username, u.email, u.name_first,
      u.name_last, u.grade
    from core.assignments a join students s on s.user_id = a.user_id
    join core.users u on u.id = a.user_id
    where a.administration_id = $1
    order by lower(u.name_last), lower(u.name_first), u.id
    limit $3 offset $4
  )
  select p.id as user_id, p.username, p.email, p.name_first, p.name_last, p.grade,
    (select min(o.name) from core.memberships m join core.orgs o on o.id = m.org_id
     where m.user_id = p.id and o.type = 'school' and m.end_on is null) as school,
    e->>'taskId' as task_id, ${STATUS} as status, rs.raw_score, rs.percent_correct,
    rs.percentile, rs.standard_score, rs.support_level, rs.norms_kind, rs.reliable
  from page p cross join jsonb_array_elements(p.assessments) e
  left join core.report_scores rs on rs.assignment_id = p.assignment_id
    and rs.task_id = e->>'taskId'
  order by lower(p.name_last), lower(p.name_first), p.id`;

/** Students per task, grade, support level ('none': not scored) and percentile bin. */
export const summarySql = (scope: BareScope) => `
  with ${students(scope)}
  select e->>'taskId' as task_id, u.grade, coalesce(rs.support_level, 'none') as level,
    case when rs.support_level is not null
      then least(9, floor(coalesce(rs.percentile, rs.percent_correct) / 10))::int end as bin,
    count(*)::int as count,
    (count(*) filter (where rs.reliable))::int as reliable,
    (count(*) filter (where not rs.reliable))::int as unreliable
  from core.assignments a join students s on s.user_id = a.user_id
  join core.users u on u.id = a.user_id
  cross join jsonb_array_elements(a.assessments) e
  left join core.report_scores rs on rs.assignment_id = a.id and rs.task_id = e->>'taskId'
  where a.administration_id = $1
  group by 1, 2, 3, 4`;
