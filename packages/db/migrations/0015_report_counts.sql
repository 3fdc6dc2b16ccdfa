CREATE TABLE "core"."report_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"administration_id" text NOT NULL,
	"org_id" text NOT NULL,
	"from_on" date NOT NULL,
	"to_on" date NOT NULL,
	"task_id" text NOT NULL,
	"status" text NOT NULL,
	"grade" text,
	"level" text,
	"percentile_bin" smallint,
	"percent_correct_bin" smallint,
	"norms_kind" text,
	"reliable" boolean,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_counts_administration_id_org_id_idx" ON "core"."report_counts" USING btree ("administration_id","org_id");--> statement-breakpoint
-- Backfill (ADR 040): the cells of every student, as rebuildReportCounts counts them.
INSERT INTO "core"."report_counts" ("administration_id", "org_id", "from_on", "to_on", "task_id", "status", "grade", "level", "percentile_bin", "percent_correct_bin", "norms_kind", "reliable", "n")
SELECT administration_id, org_id, from_on::date, to_on::date, task_id, status, grade, level, percentile_bin, percent_correct_bin, norms_kind, reliable, n FROM (
with recursive
    held(user_id, org_id, start_on, end_on) as (
      select m.user_id, m.org_id, m.start_on, coalesce(m.end_on, 'infinity'::date)
      from "core"."memberships" m
      where m.role in ('student', 'child') and true
      union
      select h.user_id, o.parent_id, h.start_on, h.end_on
      from held h join "core"."orgs" o on o.id = h.org_id
      where o.parent_id is not null
    ),
    spans as (
      select h.*, max(h.end_on) over (partition by h.user_id, h.org_id
        order by h.start_on, h.end_on rows between unbounded preceding and 1 preceding) as end_before
      from held h
    ),
    islands as (
      select s.*, sum(case when s.end_before is null or s.start_on > s.end_before + 1 then 1 else 0 end)
        over (partition by s.user_id, s.org_id order by s.start_on, s.end_on
          rows between unbounded preceding and current row) as island
      from spans s
    ),
    periods as (
      select user_id, org_id, min(start_on) as from_on, max(end_on) as to_on
      from islands group by user_id, org_id, island
    ),
    cells as (
      select a.administration_id, a.user_id, u.grade, '' as task_id,
        case when a.completed_on is not null then 'completed'
          when a.started_on is not null then 'started' else 'assigned' end as status,
        null::text as level, null::int as percentile_bin, null::int as percent_correct_bin,
        null::text as norms_kind, null::boolean as reliable
      from "core"."assignments" a join "core"."users" u on u.id = a.user_id
      where true
      union all
      select a.administration_id, a.user_id, u.grade, e->>'taskId', case when coalesce(e->'optional' = 'true'::jsonb, false) then 'optional'
  when e->>'completedOn' is not null then 'completed'
  when e->>'startedOn' is not null then 'started' else 'assigned' end,
        coalesce(case when coalesce(e->'optional' = 'true'::jsonb, false) then 'optional'
  else rs.support_level end, 'none'), case when rs.percentile is not null
    then least(greatest(floor(rs.percentile / 10), 0), 9)::int end,
        case when rs.percent_correct is not null
    then least(greatest(floor(rs.percent_correct / 10), 0), 9)::int end, rs.norms_kind, rs.reliable
      from "core"."assignments" a join "core"."users" u on u.id = a.user_id
      cross join lateral jsonb_array_elements(a.assessments) e
      left join "core"."report_scores" rs
    on rs.assignment_id = a.id and rs.task_id = e->>'taskId'
      where true
    )
    select c.administration_id, p.org_id, p.from_on::text as from_on, p.to_on::text as to_on,
      c.task_id, c.status, c.grade, c.level, c.percentile_bin, c.percent_correct_bin,
      c.norms_kind, c.reliable, count(*)::int as n
    from cells c join periods p on p.user_id = c.user_id
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
) c;