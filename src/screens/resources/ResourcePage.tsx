import { Button, Container, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ContentCollections, ContentKey } from '@/models/ContentStore';
import { resourceTexts as texts } from './texts';
import type { ContentQuery } from './useContent';

export interface ResourcePageProps {
  /** A link back to the page this one belongs to, above the heading. */
  back?: ReactNode;
  heading: string;
  lead?: string;
  /** Links and buttons under the lead (Suggest a Vendor, back to Marketing help …). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every resource page shares: its heading, a line about it, then its content. */
export function ResourcePage({ back, heading, lead, actions, children }: ResourcePageProps) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '10' }}>
        <Stack gap="3">
          {back}
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
            {heading}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
              {lead}
            </Text>
          )}
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export interface ContentStatesProps<K extends ContentKey> {
  query: ContentQuery<K>;
  /** What loads, for screen readers, while the skeletons show. */
  loadingLabel: string;
  skeleton: ReactNode;
  children: (items: ContentCollections[K]) => ReactNode;
}

/**
 * Spec 2 "Resource pages show loading, then loaded": skeletons in the content's own shape,
 * then the content; spec 8's failure text (with Try again), or 'No data found.' when empty.
 */
export function ContentStates<K extends ContentKey>({
  query,
  loadingLabel,
  skeleton,
  children,
}: ContentStatesProps<K>) {
  if (query.failed) {
    return (
      <Stack align="start" gap="4">
        <Text role="alert" fontSize="lg">
          {texts.failure}
        </Text>
        {/* Skeletons replace it while the query runs again, so it cannot be pressed twice. */}
        <Button variant="outline" onClick={query.retry}>
          {texts.retry}
        </Button>
      </Stack>
    );
  }
  if (!query.items) {
    return (
      <Stack aria-busy="true">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        {skeleton}
      </Stack>
    );
  }
  if (query.items.length === 0) return <Text fontSize="lg">{texts.noData}</Text>;
  return <>{children(query.items)}</>;
}
