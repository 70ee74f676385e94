import { defineRecipe } from '@chakra-ui/react';

/** Buttons default to the brand palette; screens pick a variant, never ad-hoc colours. */
export const buttonRecipe = defineRecipe({
  base: { fontWeight: 'semibold', borderRadius: 'md' },
  defaultVariants: { variant: 'solid', size: 'md' },
});
