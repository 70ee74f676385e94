import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const texts = {
  tagline: 'Independence without tradeoffs',
  call: 'Start your journey today! Join our exclusive community for sophisticated Independent Professionals',
  getStarted: 'Get Started',
};

/** The public home page (/). */
export function LandingScreen() {
  return (
    <Container as="main" maxW="5xl" py={{ base: '12', md: '24' }}>
      <Stack gap="6" align="flex-start">
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} color="brand.fg">
          {texts.tagline}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl">
          {texts.call}
        </Text>
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to="/signup">{texts.getStarted}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
