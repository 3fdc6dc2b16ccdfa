import type { OrgKind, OrgSummary } from '@roar/contracts';

/** An organisation as the API lists it, for the feature's tests. */
export function org(
  id: string,
  type: OrgKind,
  name: string,
  extra: Partial<OrgSummary> = {},
): OrgSummary {
  return {
    id,
    type,
    name,
    abbreviation: name.slice(0, 3).toUpperCase(),
    parentId: null,
    districtId: type === 'district' ? id : null,
    schoolId: null,
    grade: null,
    ncesId: null,
    address: null,
    tags: [],
    isTest: false,
    archived: false,
    userCount: 0,
    ...extra,
  };
}

export function page(items: OrgSummary[], total = items.length) {
  return { items, total, page: 1, pageSize: 25 };
}
