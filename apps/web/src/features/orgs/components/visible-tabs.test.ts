import { describe, expect, it } from 'vitest';
import { visibleOrgTabs } from './visible-tabs.ts';

describe('visibleOrgTabs', () => {
  it('shows all five tabs to a super admin', () => {
    expect(visibleOrgTabs({ super_admin: true })).toEqual([
      'district',
      'school',
      'class',
      'group',
      'family',
    ]);
  });

  it('derives the tabs from the organisations an admin holds', () => {
    expect(visibleOrgTabs({ minimalAdminOrgs: { districts: ['d1'] } })).toEqual([
      'district',
      'school',
      'class',
    ]);
    expect(visibleOrgTabs({ minimalAdminOrgs: { schools: ['s1'], groups: ['g1'] } })).toEqual([
      'school',
      'class',
      'group',
    ]);
    expect(visibleOrgTabs({ minimalAdminOrgs: { classes: ['c1'], families: [] } })).toEqual([
      'class',
    ]);
    expect(visibleOrgTabs(null)).toEqual([]);
  });
});
