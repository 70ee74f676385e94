import { Box, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  /** A count or a link beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One panel of the member page, named by its heading. */
export function Section({ title, aside, children }: SectionProps) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
    >
      <Stack gap="4">
        <Stack direction="row" justify="space-between" align="baseline" gap="3">
          <Heading as="h2" id={id} fontSize="lg">
            {title}
          </Heading>
          {aside}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
