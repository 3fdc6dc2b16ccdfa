import { describe, expect, it } from 'vitest';
import {
  homeLoader,
  loadAdministrationsHome,
  loadLaunchAdminHome,
  loadParticipantHome,
} from './home-loaders.ts';

describe('homeLoader', () => {
  it('picks the home of each kind of user, the participant home when the kind is unknown', () => {
    expect(homeLoader('admin')).toBe(loadAdministrationsHome);
    expect(homeLoader('super_admin')).toBe(loadAdministrationsHome);
    expect(homeLoader('launch_admin')).toBe(loadLaunchAdminHome);
    expect(homeLoader('participant')).toBe(loadParticipantHome);
    expect(homeLoader(undefined)).toBe(loadParticipantHome);
  });
});
