import type { Claims, OrgKind } from '@roar/contracts';

/** What administering an organisation of a kind lets one see, by minimalAdminOrgs key. */
const TABS_BY_ADMIN_ORG: Record<string, readonly OrgKind[]> = {
  districts: ['district', 'school', 'class'],
  schools: ['school', 'class'],
  classes: ['class'],
  groups: ['group'],
  families: ['family'],
};

const ORDER: readonly OrgKind[] = ['district', 'school', 'class', 'group', 'family'];

/**
 * The /list-orgs tabs a user gets: all five for a super admin; otherwise those that follow from
 * the kinds of organisation they administer (a school admin sees schools and classes).
 */
export function visibleOrgTabs(claims: Claims | null | undefined): OrgKind[] {
  if (claims?.super_admin) return [...ORDER];
  const shown = new Set<OrgKind>();
  for (const [key, ids] of Object.entries(claims?.minimalAdminOrgs ?? {})) {
    if (ids.length > 0) for (const tab of TABS_BY_ADMIN_ORG[key] ?? []) shown.add(tab);
  }
  return ORDER.filter((tab) => shown.has(tab));
}
