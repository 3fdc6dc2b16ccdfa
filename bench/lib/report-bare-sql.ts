/**
 * The bare SQL of the CSV export, written by hand: the simplest query over the same tables that
 * answers the same rows, without the server's organisation tree walk, filters, membership
 * periods or CSV. (The other reports' bare SQL is the very statements their endpoint runs:
 * report-endpoint-sql.ts.) Students are those with a current student membership in the
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

/** Every student's row of the export: one row per student and assessment, in table order. */
export const exportSql = (scope: BareScope) => `
  with ${students(scope)}
  select u.username, u.email, u.name_first, u.name_last, u.grade, sc.name as school,
    e->>'taskId' as task_id, ${STATUS} as status, rs.raw_score, rs.percent_correct,
    rs.percentile, rs.standard_score, rs.support_level, rs.norms_kind, rs.reliable
  from core.assignments a join students s on s.user_id = a.user_id
  join core.users u on u.id = a.user_id
  left join lateral (
    select min(o.name) as name from core.memberships m join core.orgs o on o.id = m.org_id
    where m.user_id = u.id and o.type = 'school' and m.end_on is null
  ) sc on true
  cross join jsonb_array_elements(a.assessments) e
  left join core.report_scores rs on rs.assignment_id = a.id and rs.task_id = e->>'taskId'
  where a.administration_id = $1
  order by lower(u.name_last), lower(u.name_first), u.id`;
