import type { OrgLists, RosterFieldError, RosterRow } from '@roar/contracts';
import {
  findScopedOrgsByIds,
  findScopedOrgsByName,
  type Db,
  type Org,
  type OrgScope,
  type OrgType,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';

/** An organisation a new student joins, with its tenant key (copied onto the membership). */
export interface Placement {
  orgId: string;
  districtId: string | null;
}

const schoolOf = (klass: Org): string | null => klass.schoolId ?? klass.parentId;

function addPlacement(list: Placement[], orgId: string | null, districtId: string | null): void {
  if (orgId && !list.some((p) => p.orgId === orgId)) list.push({ orgId, districtId });
}

type SharedOrgs = Omit<OrgLists, 'families'>;
const SHARED_TYPES: Record<keyof SharedOrgs, OrgType> = {
  districts: 'district',
  schools: 'school',
  classes: 'class',
  groups: 'group',
};

/**
 * Where organisations chosen for every row place a student: each class and its school, each
 * school, each group, and a district only when no school or class was chosen. Every id must be an
 * organisation of that type inside the scope, or the whole request is refused (field per list).
 */
export async function placementsFromIds(
  db: Db,
  chosen: SharedOrgs | undefined,
  scope: OrgScope,
): Promise<Placement[]> {
  if (!chosen) return [];
  const ids = Object.values(chosen).flat();
  const found = new Map((await findScopedOrgsByIds(db, ids, scope)).map((o) => [o.id, o]));
  const problems: Record<string, string> = {};
  const byKind = {} as Record<keyof SharedOrgs, Org[]>;
  for (const kind of Object.keys(SHARED_TYPES) as (keyof SharedOrgs)[]) {
    byKind[kind] = chosen[kind].map((id) => found.get(id)).filter((o): o is Org => Boolean(o));
    const wrong = chosen[kind].some((id) => found.get(id)?.type !== SHARED_TYPES[kind]);
    if (wrong) problems[`orgs.${kind}`] = 'unknown_org';
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'Some organisations were not found.', problems);
  }
  const placements: Placement[] = [];
  for (const klass of byKind.classes) {
    addPlacement(placements, klass.id, klass.districtId);
    addPlacement(placements, schoolOf(klass), klass.districtId);
  }
  for (const school of byKind.schools) addPlacement(placements, school.id, school.districtId);
  for (const group of byKind.groups) addPlacement(placements, group.id, group.districtId);
  if (byKind.classes.length === 0 && byKind.schools.length === 0) {
    for (const district of byKind.districts) addPlacement(placements, district.id, district.id);
  }
  return placements;
}

const key = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * Resolves the organisation names of roster rows inside the scope: a district; a school (of that
 * district when one is named); a class of that school; a group on its own. Per row: where the
 * student goes, or what could not be found.
 */
export async function placementsFromNames(
  db: Db,
  rows: readonly RosterRow[],
  scope: OrgScope,
): Promise<{ placements: Placement[]; errors: RosterFieldError[] }[]> {
  const names = new Set<string>();
  for (const row of rows) {
    for (const value of [row.district, row.school, row.class, row.group]) {
      const name = key(value);
      if (name) names.add(name);
    }
  }
  const orgs = await findScopedOrgsByName(
    db,
    { types: ['district', 'school', 'class', 'group'], names: [...names] },
    scope,
  );
  const named = (type: OrgType, name: string, within?: (o: Org) => boolean) =>
    orgs.filter((o) => o.type === type && o.name.toLowerCase() === name && (!within || within(o)));

  return rows.map((row) => {
    const placements: Placement[] = [];
    const errors: RosterFieldError[] = [];
    /** The one match, or an error on the field and undefined. */
    const pick = (field: 'district' | 'school' | 'class' | 'group', matches: Org[]) => {
      if (matches.length === 1) return matches[0];
      errors.push({ field, code: matches.length === 0 ? 'unknown_org' : 'ambiguous_org' });
      return undefined;
    };
    const districtName = key(row.district);
    const schoolName = key(row.school);
    const className = key(row.class);
    const groupName = key(row.group);
    const district = districtName ? pick('district', named('district', districtName)) : undefined;
    if (!districtName || district) {
      const school = schoolName
        ? pick(
            'school',
            named('school', schoolName, (o) => !district || o.districtId === district.id),
          )
        : undefined;
      if (school && className) {
        const klass = pick(
          'class',
          named('class', className, (o) => schoolOf(o) === school.id),
        );
        if (klass) addPlacement(placements, klass.id, klass.districtId);
      }
      if (school) addPlacement(placements, school.id, school.districtId);
      if (district && !schoolName) addPlacement(placements, district.id, district.id);
    }
    if (groupName) {
      const group = pick('group', named('group', groupName));
      if (group) addPlacement(placements, group.id, group.districtId);
    }
    return { placements, errors };
  });
}
