import { chakra } from '@chakra-ui/react';
import { reviewStateLabels, type ReviewState } from '@/contract';
import { reviewStateBadgeRecipe } from '@/theme/recipes/reviewStateBadge';

const Badge = chakra('span', reviewStateBadgeRecipe);

export interface ReviewStateBadgeProps {
  state: ReviewState;
}

/** A review's state with its label (src/contract/vetting.ts); the recipe picks the colours. */
export function ReviewStateBadge({ state }: ReviewStateBadgeProps) {
  return <Badge state={state}>{reviewStateLabels[state]}</Badge>;
}
