/**
 * A member unpublished since (by a reviewer, or suspended) stays on teams and watch lists
 * without a link to a profile that answers not found (docs/architecture.md "Operators and
 * vetting").
 */
export const listingTexts = {
  noLongerListed: 'No longer listed',
} as const;
