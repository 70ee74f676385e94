import { defineRecipe } from '@chakra-ui/react';
import { statusBadgeRecipe } from './statusBadge';

/**
 * A review's state as a small upper-case label (the review queue, a review, a member's page):
 * the status badge's look, one variant per state of src/contract/vetting.ts. Waiting states
 * draw the eye; decided ones are calm, an adverse one red.
 */
export const reviewStateBadgeRecipe = defineRecipe({
  className: 'review-state-badge',
  base: statusBadgeRecipe.base,
  variants: {
    state: {
      submitted: { bg: 'blue.subtle', color: 'blue.fg', borderColor: 'blue.muted' },
      in_review: { bg: 'purple.subtle', color: 'purple.fg', borderColor: 'purple.muted' },
      notice: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      cleared: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      adverse: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      withdrawn: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
    },
  },
  defaultVariants: { state: 'submitted' },
});
