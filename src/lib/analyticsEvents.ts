/**
 * The analytics `track` events, named once (spec 1: "Analytics events are sent on many
 * actions"; issue 11 names contact revealed, watch, team invite, post, testimonial request and
 * search). `analytics.track` takes only these names. Each is sent from one place: the store
 * operation that succeeded, or the screen where the action has no store (the onboarding
 * embeds). Properties carry ids and filter values, never a name, an e-mail or a link a member
 * typed.
 *
 * A type, not an object: the names cost the first page's JavaScript nothing beyond the call
 * sites' own strings.
 */
export type AnalyticsEventName =
  /** ProfilesStore.revealContact: { memberId } */
  | 'Contact Info Revealed'
  /** WatchStore (watch, or a toggle to watched): { memberId } */
  | 'Member Watched'
  /** TeamStore.invite: { memberId } */
  | 'Team Invite Sent'
  /** DashboardStore.invitePeer */
  | 'Peer Invited'
  /** DashboardStore.submitPost */
  | 'Linkedin Post Submitted'
  /** TestimonialsStore.request */
  | 'Testimonial Requested'
  /** ProfilesStore.search: the filter's chosen values */
  | 'Community Searched'
  /** OnboardingScreen: { newUser } */
  | 'Onboarding Questionnaire Submitted'
  /** OnboardingCallScreen */
  | 'Onboarding Call Scheduled';
