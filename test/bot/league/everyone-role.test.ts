// Issue 42 item 6, issue 37: the @everyone role (its id is the server's) cannot run a league:
// `role:@everyone` is refused, and a league stored with it makes no member an admin.
import { describe, expect, it } from 'vitest';
import { isEveryoneRole, isLeagueAdmin } from '../../../commands/league/admin';
import { leagueRecord } from '../../support/league-record';

const GUILD = '700000000000000001';
const member = (roles: string[]) => ({ memberPermissions: null, member: { roles } }) as never;

describe('the @everyone role and a league (issue 42)', () => {
  it('knows @everyone by the server’s id, and no other role or none for it', () => {
    expect(isEveryoneRole(GUILD, GUILD)).toBe(true);
    expect(isEveryoneRole('700000000000000002', GUILD)).toBe(false);
    expect(isEveryoneRole(null, GUILD)).toBe(false);
    expect(isEveryoneRole(undefined, null)).toBe(false);
  });

  it('a league stored with the @everyone role makes no member its admin', () => {
    const league = {
      ...leagueRecord({ id: 'hansa', guildId: GUILD, name: 'Hansa' }).league,
      adminRoleId: GUILD,
    };
    expect(isLeagueAdmin(member([GUILD]), league)).toBe(false);
  });

  it('control: a league with a real admin role makes its holders admins', () => {
    const role = '700000000000000002';
    const league = {
      ...leagueRecord({ id: 'hansa', guildId: GUILD, name: 'Hansa' }).league,
      adminRoleId: role,
    };
    expect(isLeagueAdmin(member([role]), league)).toBe(true);
    expect(isLeagueAdmin(member([]), league)).toBe(false);
  });
});
