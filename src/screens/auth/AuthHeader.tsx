import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Small line above the title, e.g. 'Step 1 of 2'. */
  eyebrow?: string;
}

/** The heading block every auth screen opens with. */
export function AuthHeader({ title, lead, eyebrow }: AuthHeaderProps) {
  return (
    <Stack gap="2" mb="6">
      {eyebrow && (
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color="brass.fg"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg" tabIndex={-1}>
        {title}
      </Heading>
      {lead && <Text color="fg.muted">{lead}</Text>}
    </Stack>
  );
}
