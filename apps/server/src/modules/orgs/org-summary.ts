import { OrgSummarySchema, type OrgSummary } from '@roar/contracts';
import { countCurrentUsers, type Db, type Org } from '@roar/db';
import { today } from '../../lib/day.ts';

/** The API shape of organisation rows, each with its current user count. */
export async function toOrgSummaries(db: Db, rows: readonly Org[]): Promise<OrgSummary[]> {
  const counts = await countCurrentUsers(db, rows, today());
  return rows.map((org) =>
    OrgSummarySchema.parse({
      id: org.id,
      type: org.type,
      name: org.name,
      abbreviation: org.abbreviation,
      parentId: org.parentId,
      districtId: org.districtId,
      schoolId: org.schoolId,
      grade: org.grade,
      ncesId: org.ncesId,
      address: org.address ?? null,
      tags: org.tags,
      isTest: org.isTest,
      archived: org.archivedAt !== null,
      userCount: counts.get(org.id) ?? 0,
      // A district's setting; other types have none.
      ...(org.type === 'district' && { surveyAnswersToTeachers: org.surveyAnswersToTeachers }),
    }),
  );
}

export async function toOrgSummary(db: Db, org: Org): Promise<OrgSummary> {
  const [summary] = await toOrgSummaries(db, [org]);
  return summary!;
}
