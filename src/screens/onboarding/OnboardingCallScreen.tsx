import { Box, Button, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '@/lib/config';

export const onboardingCallTexts = {
  heading: 'Book your onboarding call',
  lead: 'A short call with our concierge team helps us understand your practice and get your profile ready for the community.',
  fallback:
    'Our scheduling calendar is not available right now. Continue to your settings to complete your profile; we will e-mail you to arrange the call.',
  embedTitle: 'Schedule your onboarding call',
  continue: 'Continue',
} as const;

/**
 * Spec 2 /onboarding/call: the embedded scheduling widget (an adapter, configured by URL).
 * Without it, a clear fallback with the same next step: Continue to /settings.
 */
export function OnboardingCallScreen() {
  const { schedulingUrl } = config;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
          {onboardingCallTexts.heading}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {onboardingCallTexts.lead}
        </Text>
        {schedulingUrl ? (
          <chakra.iframe
            title={onboardingCallTexts.embedTitle}
            src={schedulingUrl}
            w="full"
            h="700px"
            borderWidth="1px"
            borderRadius="lg"
            bg="page.panel"
          />
        ) : (
          <Text>{onboardingCallTexts.fallback}</Text>
        )}
        <Box>
          <Button asChild size="lg">
            <RouterLink to="/settings">{onboardingCallTexts.continue}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
