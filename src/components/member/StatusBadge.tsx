import { chakra } from '@chakra-ui/react';
import { statusBadgeRecipe } from '@/theme/recipes/statusBadge';

/** A relation status label; `status` is a variant of the theme's status badge recipe. */
export const StatusBadge = chakra('span', statusBadgeRecipe);
