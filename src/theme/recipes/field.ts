import { defineSlotRecipe } from '@chakra-ui/react';
import { fieldSlotRecipe as chakraFieldSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's field, with error text dark enough to read: its default red (#ef4444) on the page
 * background is 3.5:1, below the 4.5:1 WCAG AA asks of small text.
 */
export const fieldSlotRecipe = defineSlotRecipe({
  ...chakraFieldSlotRecipe,
  base: {
    ...chakraFieldSlotRecipe.base,
    errorText: { ...chakraFieldSlotRecipe.base?.errorText, color: 'red.700' },
  },
});
