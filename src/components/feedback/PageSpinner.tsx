import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

export interface PageSpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  minH?: string;
}

/** The one loading indicator of a page or of the whole app while the session resolves. */
export function PageSpinner({ label = 'Loading', minH = '60vh' }: PageSpinnerProps) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <Spinner size="xl" color="brand.fg" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
