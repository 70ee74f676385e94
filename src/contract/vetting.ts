// Operators and vetting (docs/architecture.md "Operators and vetting"): the closed value sets,
// their labels and the transition rules, as plain data. No zod here, so a screen that only
// shows a state or a reason does not load the schemas.

// ---- Roles ----

// In their own module (./roles), which the first load reads without the rest of this one.
export { isOperator, ROLES, type Role } from './roles';

// ---- Reviews (the background check's states) ----

// submitted -> in_review (a reviewer started it) -> cleared, or notice (an adverse finding sent
// to the member, who may answer) -> adverse (confirmed: the profile is unpublished) or back to
// in_review (the notice withdrawn). withdrawn: the member deleted the account. A decided review
// is never reopened: a re-check opens a new one.
export const REVIEW_STATES = [
  'submitted',
  'in_review',
  'notice',
  'cleared',
  'adverse',
  'withdrawn',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const OPEN_REVIEW_STATES = [
  'submitted',
  'in_review',
  'notice',
] as const satisfies readonly ReviewState[];
export const isReviewOpen = (state: ReviewState): boolean =>
  (OPEN_REVIEW_STATES as readonly ReviewState[]).includes(state);
export const reviewStateLabels: Record<ReviewState, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  notice: 'Notice sent',
  cleared: 'Cleared',
  adverse: 'Adverse',
  withdrawn: 'Withdrawn',
};

// Why a review opened: the member submitted the check, changed an answer eligibility rests on
// while published, or asked for a re-review of an adverse decision.
export const REVIEW_TRIGGERS = ['submission', 'eligibility_changed', 're_review'] as const;
export type ReviewTrigger = (typeof REVIEW_TRIGGERS)[number];
export const reviewTriggerLabels: Record<ReviewTrigger, string> = {
  submission: 'Background check submitted',
  eligibility_changed: 'Eligibility answers changed',
  re_review: 'Re-review requested',
};

// Every decision carries one of these; `other` needs a note.
export const REVIEW_REASONS = [
  'verified',
  'experience_short',
  'not_independent',
  'identity_mismatch',
  'adverse_record',
  'other',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const reviewReasonLabels: Record<ReviewReason, string> = {
  verified: 'Verified',
  experience_short: 'Less than 8 years of experience',
  not_independent: 'Not an independent practice',
  identity_mismatch: 'Identity does not match',
  adverse_record: 'Adverse background record',
  other: 'Other',
};

// What a reviewer does to an open review. `start` claims a submitted review; `clear` decides
// it (reason `verified`); `notice` sends an adverse finding the member may answer; `confirm`
// makes the notice final (unpublishes); `withdraw` takes the notice back to review.
export const REVIEW_ACTIONS = ['start', 'clear', 'notice', 'confirm', 'withdraw'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const REVIEW_DECISIONS = [
  'clear',
  'notice',
  'confirm',
  'withdraw',
] as const satisfies readonly ReviewAction[];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const REVIEW_TRANSITIONS: Record<ReviewAction, { from: ReviewState; to: ReviewState }> = {
  start: { from: 'submitted', to: 'in_review' },
  clear: { from: 'in_review', to: 'cleared' },
  notice: { from: 'in_review', to: 'notice' },
  confirm: { from: 'notice', to: 'adverse' },
  withdraw: { from: 'notice', to: 'in_review' },
};

/** The state an action leads to from `state`, or null when the review is not there. */
export const reviewTransition = (state: ReviewState, action: ReviewAction): ReviewState | null =>
  REVIEW_TRANSITIONS[action].from === state ? REVIEW_TRANSITIONS[action].to : null;

/** The reasons a decision may carry: clearing is `verified`, an adverse finding never is. */
export const reasonsFor = (decision: ReviewDecision): readonly ReviewReason[] =>
  decision === 'clear'
    ? ['verified']
    : decision === 'withdraw'
      ? REVIEW_REASONS
      : REVIEW_REASONS.filter((reason) => reason !== 'verified');

// A member answers an adverse notice within 5 business days; the profile stays live meanwhile.
export const NOTICE_RESPONSE_BUSINESS_DAYS = 5;
// What waits on reviewers (the queue's reminders and the waiting metric): a submitted review, one
// in review, and a notice once the member answered it or its time to answer has passed. A
// notice still running waits on the member.
export const REVIEWER_WAITING_STATES = [
  'submitted',
  'in_review',
] as const satisfies readonly ReviewState[];
// Reviewers are reminded of reviews waiting longer than this, once a day.
export const REVIEW_REMINDER_AFTER_HOURS = 24;

/** `from` plus `days` business days (Saturdays and Sundays skipped), at the same time of day. */
export const addBusinessDays = (from: Date, days: number): Date => {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
};

// The answers eligibility rests on (spec 4: independent, 8 or more years). A published member
// who changes one opens a new review.
export const ELIGIBILITY_FIELDS = [
  'employmentStatus',
  'independentStatus',
  'experienceYears',
] as const;
export type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number];
export const eligibilityFieldLabels: Record<EligibilityField, string> = {
  employmentStatus: 'Employment status',
  independentStatus: 'Career stage',
  experienceYears: 'Years of experience',
};

// ---- Moderating a member ----

export const MEMBER_ACTIONS = ['unpublish', 'republish', 'suspend', 'unsuspend'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
export const memberActionLabels: Record<MemberAction, string> = {
  unpublish: 'Unpublish',
  republish: 'Republish',
  suspend: 'Suspend account',
  unsuspend: 'Lift suspension',
};

export const MODERATION_REASONS = [
  'policy_violation',
  'misrepresentation',
  'not_eligible',
  'adverse_record',
  'impersonation',
  'spam',
  'member_request',
  'resolved',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const moderationReasonLabels: Record<ModerationReason, string> = {
  policy_violation: 'Breaks the community rules',
  misrepresentation: 'Misrepresents experience or credentials',
  not_eligible: 'No longer eligible',
  adverse_record: 'Adverse background record',
  impersonation: 'Impersonation',
  spam: 'Spam',
  member_request: 'At the member’s request',
  resolved: 'Resolved',
  other: 'Other',
};

// ---- Posted links (the social wall's moderation) ----

export const POST_STATES = ['pending', 'approved', 'rejected'] as const;
export type PostState = (typeof POST_STATES)[number];
export const postStateLabels: Record<PostState, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const POST_DECISIONS = ['approve', 'reject'] as const;
export type PostDecision = (typeof POST_DECISIONS)[number];
export const POST_REJECT_REASONS = [
  'not_a_post',
  'not_professional',
  'broken_link',
  'spam',
  'other',
] as const;
export type PostRejectReason = (typeof POST_REJECT_REASONS)[number];
export const postRejectReasonLabels: Record<PostRejectReason, string> = {
  not_a_post: 'Not a professional-network post',
  not_professional: 'Not professional content',
  broken_link: 'The link does not open',
  spam: 'Spam or advertising',
  other: 'Other',
};

// Approving a post names why it belongs in the feed, as rejecting names why not (issue 38): a
// post's `reason` is one of POST_REASONS, from the list of its decision.
export const POST_APPROVE_REASONS = [
  'professional_post',
  'member_expertise',
  'community_news',
  'other',
] as const;
export type PostApproveReason = (typeof POST_APPROVE_REASONS)[number];
export const POST_REASONS = [
  'professional_post',
  'member_expertise',
  'community_news',
  ...POST_REJECT_REASONS,
] as const;
export type PostReason = (typeof POST_REASONS)[number];
export const postReasonLabels: Record<PostReason, string> = {
  professional_post: 'A professional-network post',
  member_expertise: 'Shares the member’s expertise',
  community_news: 'News for the community',
  ...postRejectReasonLabels,
};
/** The reasons a decision on a post may carry. */
export const postReasonsFor = (decision: PostDecision): readonly PostReason[] =>
  decision === 'approve' ? POST_APPROVE_REASONS : POST_REJECT_REASONS;

// ---- Reports of a profile ----

export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const reportStateLabels: Record<ReportState, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
export const REPORT_REASONS = [
  'misrepresentation',
  'impersonation',
  'inappropriate',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  misrepresentation: 'Misrepresents experience or credentials',
  impersonation: 'Pretends to be someone else',
  inappropriate: 'Inappropriate content',
  spam: 'Spam or advertising',
  other: 'Something else',
};
export const REPORT_DECISIONS = ['resolve', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
// Resolving or dismissing a report names why (issue 38), from the list of its decision.
export const REPORT_RESOLUTION_REASONS = [
  'profile_corrected',
  'member_unpublished',
  'member_suspended',
  'no_violation',
  'duplicate',
  'not_enough_information',
  'member_deleted',
  'other',
] as const;
export type ReportResolutionReason = (typeof REPORT_RESOLUTION_REASONS)[number];
export const reportResolutionReasonLabels: Record<ReportResolutionReason, string> = {
  profile_corrected: 'The member corrected the profile',
  member_unpublished: 'The member was unpublished',
  member_suspended: 'The account was suspended',
  no_violation: 'Nothing against the community rules',
  duplicate: 'Already handled in another report',
  not_enough_information: 'Not enough to act on',
  member_deleted: 'The member deleted the account',
  other: 'Other',
};
/** The reasons a decision on a report may carry. */
export const reportResolutionReasonsFor = (
  decision: ReportDecision,
): readonly ReportResolutionReason[] =>
  decision === 'resolve'
    ? ['profile_corrected', 'member_unpublished', 'member_suspended', 'member_deleted', 'other']
    : ['no_violation', 'duplicate', 'not_enough_information', 'member_deleted', 'other'];
/** How operator screens name the subject of a report whose member deleted the account. */
export const DELETED_MEMBER_LABEL = 'Deleted member';

// ---- The audit log ----

export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'review.start',
  'review.clear',
  'review.notice',
  'review.confirm',
  'review.withdraw',
  'review.reveal_ssn',
  'member.unpublish',
  'member.republish',
  'member.suspend',
  'member.unsuspend',
  // The member deleted their account (issue 23): its open review is withdrawn.
  'member.delete',
  'post.approve',
  'post.reject',
  'report.resolve',
  'report.dismiss',
  // The licence ledger (issue 24): a reviewer verified or revoked a member's licence.
  'licence.verify',
  'licence.revoke',
  // The operators' second factor (issue 38): reset from the command line.
  'operator.reset_second_factor',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionLabels: Record<AuditAction, string> = {
  'role.grant': 'Granted a role',
  'role.revoke': 'Removed a role',
  'review.start': 'Started a review',
  'review.clear': 'Cleared a check',
  'review.notice': 'Sent an adverse notice',
  'review.confirm': 'Confirmed an adverse decision',
  'review.withdraw': 'Withdrew an adverse notice',
  'review.reveal_ssn': 'Viewed SSN digits',
  'member.unpublish': 'Unpublished a member',
  'member.republish': 'Republished a member',
  'member.suspend': 'Suspended an account',
  'member.unsuspend': 'Lifted a suspension',
  'member.delete': 'Deleted their account',
  'post.approve': 'Approved a post',
  'post.reject': 'Rejected a post',
  'report.resolve': 'Resolved a report',
  'report.dismiss': 'Dismissed a report',
  'licence.verify': 'Verified a licence',
  'licence.revoke': 'Revoked a licence',
  'operator.reset_second_factor': 'Reset a second factor',
};
// `seed`: the demo seed, which grants the demo operator's role (server/seed/seed.ts).
export const AUDIT_ACTOR_KINDS = ['member', 'cli', 'system', 'seed'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AUDIT_SUBJECT_KINDS = ['member', 'review', 'post', 'report', 'licence'] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];
export const auditSubjectKindLabels: Record<AuditSubjectKind, string> = {
  member: 'Member',
  review: 'Review',
  post: 'Post',
  report: 'Report',
  licence: 'License',
};

// Paging of the operator lists.
export const ADMIN_PAGE_DEFAULT = 25;
export const ADMIN_PAGE_MAX = 100;
export const DECISION_NOTE_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;
export const NOTICE_RESPONSE_MAX = 2000;
export const ADMIN_SEARCH_MAX = 100;
