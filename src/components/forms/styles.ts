import type { SystemStyleObject } from '@chakra-ui/react';

// The theme's unchecked box is a pale outline on the page: a white fill and a darker border make
// it stand out as the inputs do (3:1 for a control's edge, WCAG 1.4.11).
export const uncheckedControl: SystemStyleObject = {
  '&[data-state=unchecked]:not([data-invalid])': { bg: 'page.panel', borderColor: 'gray.500' },
};
