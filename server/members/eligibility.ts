import {
  ELIGIBILITY_FIELDS,
  type EligibilityChange,
  type EligibilityField,
  type UserPatchParsed,
} from '../contract';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/users';

// Eligibility is checked again when a member changes an answer it rests on (spec 4:
// independent, 8 or more years; docs/architecture.md "Operators and vetting"). Every change is
// recorded, published or not, so a review shows when each answer changed. A published member
// without an open review gets a new one (the profile stays live, the decided review stays as
// it was); an open review gains the changes instead.

/** The answers this patch changes, before and after. */
export function eligibilityChanges(
  before: Pick<UserRow, EligibilityField>,
  patch: Partial<Pick<UserPatchParsed, EligibilityField>>,
  now: Date,
): EligibilityChange[] {
  return ELIGIBILITY_FIELDS.flatMap((field): EligibilityChange[] => {
    const to = patch[field];
    const from = before[field];
    if (to === undefined || to === from) return [];
    return [{ field, from, to, changedAt: now.toISOString() }];
  });
}

/** Records the changes and opens (or extends) the member's review; in the patch's transaction. */
export async function recheckEligibility(
  tx: Repositories,
  before: UserRow,
  patch: Partial<Pick<UserPatchParsed, EligibilityField>>,
  now: Date,
): Promise<void> {
  const changes = eligibilityChanges(before, patch, now);
  if (changes.length === 0) return;
  await tx.reviews.recordChanges(before.id, changes);
  if (!before.published) return;
  const open = await tx.reviews.openOf(before.id);
  if (open) {
    await tx.reviews.appendChanges(open.id, changes);
    return;
  }
  await tx.reviews.open({
    userId: before.id,
    checkId: await tx.reviews.latestCheckId(before.id),
    trigger: 'eligibility_changed',
    openedAt: now,
    changes,
  });
}
