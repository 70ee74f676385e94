import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { landingTexts } from './texts';

const texts = landingTexts.vetting;

/** Spec 1: membership is vetted; the four stated criteria. */
export function VettingBlock() {
  return (
    <Box as="section" bg="brand.subtle" aria-labelledby="landing-vetting">
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '12' }} alignItems="center">
          <Stack gap="3">
            <Heading
              as="h2"
              id="landing-vetting"
              fontSize={{ base: '3xl', md: '4xl' }}
              color="brand.fg"
            >
              {texts.heading}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {texts.lead}
            </Text>
          </Stack>
          <Stack as="ul" gap="4" listStyleType="none">
            {texts.criteria.map((criterion) => (
              <li key={criterion}>
                <HStack
                  gap="3"
                  align="flex-start"
                  bg="page.panel"
                  p="4"
                  borderRadius="lg"
                  shadow="xs"
                >
                  <Box color="brand.fg" flexShrink={0} mt="0.5" aria-hidden="true">
                    <ShieldCheck size={22} />
                  </Box>
                  <Text fontWeight="semibold">{criterion}</Text>
                </HStack>
              </li>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
