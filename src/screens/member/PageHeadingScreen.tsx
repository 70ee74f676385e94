import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteHandles } from '@/components/routing/routeHandles';

/** What a route registered ahead of its screen declares: its heading and a line about it. */
export interface PageHeadingHandle {
  title?: string;
  heading?: string;
  lead?: string;
}

/**
 * Routes whose screens come with later work are registered now with their access rule, layout
 * and page heading (issue 5); this renders that heading from the route's handle.
 */
export function PageHeadingScreen() {
  const handles = useRouteHandles();
  const handle = handles[handles.length - 1] as PageHeadingHandle | undefined;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="3">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
          {handle?.heading ?? handle?.title}
        </Heading>
        {handle?.lead && (
          <Text fontSize="lg" color="fg.muted" maxW="3xl">
            {handle.lead}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
