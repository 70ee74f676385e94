import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Gauge, UserSearch } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FeatureCard } from './landing/FeatureCard';
import { FounderMessage } from './landing/FounderMessage';
import { PracticeAreas } from './landing/PracticeAreas';
import { landingTexts as texts } from './landing/texts';
import { VettingBlock } from './landing/VettingBlock';

const icons = {
  search: <UserSearch size={24} />,
  efficiency: <Gauge size={24} />,
  events: <CalendarDays size={24} />,
};

/** The public home page (/): the call to join, what members get, vetting and the founder. */
export function LandingScreen() {
  return (
    <>
      <Box as="section" bg="brand.800" color="white" aria-labelledby="landing-tagline">
        <Container maxW="6xl" py={{ base: '14', md: '24' }}>
          <Flex
            direction={{ base: 'column', lg: 'row' }}
            gap={{ base: '10', lg: '16' }}
            align={{ lg: 'center' }}
            justify="space-between"
          >
            <Stack gap="6" align="flex-start" maxW="3xl">
              <Heading
                as="h1"
                id="landing-tagline"
                fontSize={{ base: '4xl', md: '6xl' }}
                lineHeight="1.05"
                color="white"
              >
                {texts.tagline}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.100">
                {texts.call}
              </Text>
              <Button asChild size="lg" colorPalette="brass">
                <RouterLink to="/signup">{texts.getStarted}</RouterLink>
              </Button>
            </Stack>
            <PracticeAreas />
          </Flex>
        </Container>
      </Box>

      <Container
        as="section"
        maxW="6xl"
        py={{ base: '12', md: '20' }}
        aria-labelledby="landing-save-time"
      >
        <Stack gap="3" mb="8" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
          <Heading
            as="h2"
            id="landing-save-time"
            fontSize={{ base: '3xl', md: '4xl' }}
            color="brand.fg"
          >
            {texts.saveTime.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="2xl">
            {texts.saveTime.lead}
          </Text>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {texts.saveTime.cards.map((card) => (
            <FeatureCard key={card.key} icon={icons[card.key]} title={card.title}>
              {card.body}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>

      <VettingBlock />
      <FounderMessage />
    </>
  );
}
