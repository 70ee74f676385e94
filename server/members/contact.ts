import {
  apiMessages,
  hasVisibleContact,
  needsTeamCheck,
  PREVIEWED_VIEWERS,
  type ContactViewer,
  type ProfileViewer,
} from '../contract';
import { badRequest } from '../errors';
import type { TeamRepository } from '../db/team';
import type { UserRow } from '../db/users';
import { toContact, toContactVisibility } from './serialize';

// Issue 24 §4: who is looking at a member's contact details, and what they may see.

/**
 * The viewer as the member's choices know them. The team is read only when a detail is kept
 * for it; otherwise a team-mate and any other member see the same.
 */
export async function contactViewerOf(
  team: TeamRepository,
  row: UserRow,
  viewerId: number | undefined,
): Promise<ContactViewer> {
  if (viewerId === undefined) return 'anonymous';
  if (viewerId === row.id) return 'self';
  if (!needsTeamCheck(toContact(row, 'self'), toContactVisibility(row))) return 'member';
  return (await team.areTeamMates(viewerId, row.id)) ? 'team' : 'member';
}

/** The public profile's `hasContact`: whether Contact Info shows this viewer anything. */
export const hasContactFor = (row: UserRow, viewer: ContactViewer): boolean =>
  hasVisibleContact(toContact(row, 'self'), toContactVisibility(row), viewer);

/**
 * "View my profile as" (issue 39 §8): the viewer the owner asked to see the profile as, or
 * undefined for an ordinary answer. Only the owner may ask (400 otherwise, nothing read).
 */
export function previewedViewer(
  profileId: number,
  userId: number | undefined,
  viewAs: ProfileViewer | undefined,
): ContactViewer | undefined {
  if (viewAs === undefined) return undefined;
  if (userId !== profileId) throw badRequest(apiMessages.viewAsOwnOnly, 'viewAs');
  return PREVIEWED_VIEWERS[viewAs];
}
