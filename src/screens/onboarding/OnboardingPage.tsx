import {
  Box,
  Button,
  Center,
  Container,
  Heading,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EmbedStatus } from '@/components/embeds/useProviderEmbed';
import type { OnboardingPageTexts } from './texts';

export interface OnboardingPageProps {
  texts: OnboardingPageTexts;
  status: EmbedStatus;
  /** Where completing the step, or going on without it, leads. */
  next: string;
  /** The provider's embed, shown while loading (behind a spinner) and once ready. */
  children?: ReactNode;
}

/**
 * The frame both onboarding steps share: heading, lead, and the provider's embed, or, when the
 * embed is not configured or cannot come up, a fallback with the same next step.
 */
export function OnboardingPage({ texts, status, next, children }: OnboardingPageProps) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="2xl">
          {texts.lead}
        </Text>
        {status === 'unavailable' ? (
          <Stack gap="5" align="flex-start">
            <Text role="status" maxW="2xl">
              {texts.fallback}
            </Text>
            <Button asChild size="lg">
              <RouterLink to={next}>{texts.continue}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <Box
              position="relative"
              h={{ base: '640px', md: '720px' }}
              borderWidth="1px"
              borderRadius="lg"
              overflow="hidden"
              bg="page.panel"
            >
              {children}
              {status === 'loading' && (
                // Covers the provider's own loading screen until it says it is ready.
                <Center position="absolute" inset="0" bg="page.panel" role="status">
                  <Spinner size="xl" color="brand.fg" borderWidth="3px" />
                  <VisuallyHidden>{texts.loading}</VisuallyHidden>
                </Center>
              )}
            </Box>
            <Box>
              <Button asChild variant="outline">
                <RouterLink to={next}>{texts.skip}</RouterLink>
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}
