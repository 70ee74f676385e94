import { Link } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left="2"
      top="2"
      zIndex="skipLink"
      bg="page.panel"
      px="4"
      py="2"
      borderRadius="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Skip to content
    </Link>
  );
}
