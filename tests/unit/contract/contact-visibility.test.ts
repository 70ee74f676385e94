import { describe, expect, it } from 'vitest';
import {
  CONTACT_VISIBILITIES,
  hasVisibleContact,
  maySeeContact,
  needsTeamCheck,
  visibleContact,
  type ContactViewer,
  type ContactVisibility,
} from '../../../src/contract';

const contact = { contactEmail: 'ada@example.com', contactPhone: '15551234567', website: null };

describe('maySeeContact', () => {
  // Rows: the member's choice; columns: self, team-mate, other member, signed out.
  const table: Record<ContactVisibility, [boolean, boolean, boolean, boolean]> = {
    members: [true, true, true, false],
    team: [true, true, false, false],
    nobody: [true, false, false, false],
  };
  const viewers: ContactViewer[] = ['self', 'team', 'member', 'anonymous'];
  it.each(CONTACT_VISIBILITIES)('%s', (visibility) => {
    expect(viewers.map((viewer) => maySeeContact(visibility, viewer))).toEqual(table[visibility]);
  });
});

describe('visibleContact', () => {
  it('answers null for what the viewer may not see', () => {
    const visibility = {
      contactEmail: 'team',
      contactPhone: 'members',
      website: 'nobody',
    } as const;
    expect(visibleContact(contact, visibility, 'member')).toEqual({
      contactEmail: null,
      contactPhone: '15551234567',
      website: null,
    });
    expect(visibleContact(contact, visibility, 'team')).toEqual(contact);
  });
});

describe('hasVisibleContact', () => {
  it('counts only values, and answers a signed-out visitor as a member would see', () => {
    const visibility = {
      contactEmail: 'nobody',
      contactPhone: 'team',
      website: 'members',
    } as const;
    // The website is visible to members but empty.
    expect(hasVisibleContact(contact, visibility, 'member')).toBe(false);
    expect(hasVisibleContact(contact, visibility, 'anonymous')).toBe(false);
    expect(hasVisibleContact(contact, visibility, 'team')).toBe(true);
    expect(
      hasVisibleContact(contact, { ...visibility, contactPhone: 'members' }, 'anonymous'),
    ).toBe(true);
  });
});

describe('needsTeamCheck', () => {
  it('only when a detail with a value is kept for the team', () => {
    const members = {
      contactEmail: 'members',
      contactPhone: 'members',
      website: 'members',
    } as const;
    expect(needsTeamCheck(contact, members)).toBe(false);
    expect(needsTeamCheck(contact, { ...members, website: 'team' })).toBe(false);
    expect(needsTeamCheck(contact, { ...members, contactEmail: 'team' })).toBe(true);
  });
});
