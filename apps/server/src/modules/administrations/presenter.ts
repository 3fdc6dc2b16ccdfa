import {
  AdministrationSchema,
  pluralCollection,
  type Administration as AdministrationView,
  type AssessmentConditions,
  type OrgLists,
} from '@roar/contracts';
import {
  findAdministrationAssessments,
  findAdministrationOrgs,
  type Administration,
  type AdministrationAssessmentDetail,
  type Db,
} from '@roar/db';

const NO_LEGAL = { consent: false, assent: false };

/** The administration as the API answers it (without organisations: see `toAdministration`). */
export function toAdministrationBase(
  row: Administration,
  assessments: readonly AdministrationAssessmentDetail[],
): Omit<AdministrationView, 'orgs'> {
  return {
    id: row.id,
    name: row.name,
    publicName: row.publicName ?? row.name,
    dateOpened: (row.dateOpened ?? row.createdAt).toISOString(),
    dateClosed: (row.dateClosed ?? row.createdAt).toISOString(),
    dateCreated: row.createdAt.toISOString(),
    sequential: row.sequential,
    isTest: row.isTest,
    legal: { ...NO_LEGAL, ...row.legal },
    assessments: assessments.map((a) => ({
      variantId: a.variantId,
      variantName: a.variantName,
      taskId: a.taskId,
      taskName: a.taskName,
      taskPublicName: a.taskPublicName,
      params: a.params,
      conditions: (a.conditions as AssessmentConditions | null) ?? null,
    })),
    createdBy: row.createdBy,
  };
}

/** One administration with its assessments and organisations, as the API answers it. */
export async function loadAdministrationView(
  db: Db,
  row: Administration,
): Promise<AdministrationView> {
  const [assessments, orgRows] = await Promise.all([
    findAdministrationAssessments(db, [row.id]),
    findAdministrationOrgs(db, [row.id]),
  ]);
  const orgs: OrgLists = { districts: [], schools: [], classes: [], groups: [], families: [] };
  for (const o of orgRows) orgs[pluralCollection(o.type) as keyof OrgLists].push(o.orgId);
  return AdministrationSchema.parse({ ...toAdministrationBase(row, assessments), orgs });
}
