// Issue 24 §4: each contact detail has its own audience, chosen by the member. The one place
// that knows the choices and who may see what; the server, the mocks and the SPA all ask here.

export const CONTACT_VISIBILITIES = ['members', 'team', 'nobody'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

export const CONTACT_FIELDS = ['contactEmail', 'contactPhone', 'website'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactVisibilities = Record<ContactField, ContactVisibility>;
export type ContactDetails = Record<ContactField, string | null>;

/** As the database defaults them: every signed-in member, as before the choice existed. */
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibilities = {
  contactEmail: 'members',
  contactPhone: 'members',
  website: 'members',
};

/**
 * Who looks, as the member sees them: the member themself; a team-mate (an accepted team
 * relation, whichever of the two owns it); any other signed-in member; or nobody signed in.
 */
export type ContactViewer = 'self' | 'team' | 'member' | 'anonymous';

/**
 * "View my profile as" (issue 39 §8): the viewers the owner can see the profile as, and each
 * one's place among the viewers above.
 */
export const PROFILE_VIEWERS = ['visitor', 'member', 'team'] as const;
export type ProfileViewer = (typeof PROFILE_VIEWERS)[number];
export const PREVIEWED_VIEWERS: Record<ProfileViewer, ContactViewer> = {
  visitor: 'anonymous',
  member: 'member',
  team: 'team',
};

export function maySeeContact(visibility: ContactVisibility, viewer: ContactViewer): boolean {
  if (viewer === 'self') return true;
  if (viewer === 'anonymous' || visibility === 'nobody') return false;
  return visibility === 'members' || viewer === 'team';
}

/** The details this viewer may see; every other one answers null, as an empty one does. */
export function visibleContact(
  contact: ContactDetails,
  visibility: ContactVisibilities,
  viewer: ContactViewer,
): ContactDetails {
  const shown = (field: ContactField) =>
    maySeeContact(visibility[field], viewer) ? contact[field] : null;
  return {
    contactEmail: shown('contactEmail'),
    contactPhone: shown('contactPhone'),
    website: shown('website'),
  };
}

/** True when at least one detail holds a value (a reveal that shows something). */
export const anyContactShown = (contact: ContactDetails): boolean =>
  CONTACT_FIELDS.some((field) => contact[field] !== null);

/**
 * Whether a viewer of the public profile finds something behind Contact Info. Signed out, the
 * answer is what any signed-in member would find, so "Log in to contact" is offered only when
 * logging in can show something.
 */
export const hasVisibleContact = (
  contact: ContactDetails,
  visibility: ContactVisibilities,
  viewer: ContactViewer,
): boolean =>
  anyContactShown(visibleContact(contact, visibility, viewer === 'anonymous' ? 'member' : viewer));

/** Whether answering `viewer` needs to know if the two are team-mates (a database read). */
export const needsTeamCheck = (contact: ContactDetails, visibility: ContactVisibilities): boolean =>
  CONTACT_FIELDS.some((field) => contact[field] !== null && visibility[field] === 'team');
