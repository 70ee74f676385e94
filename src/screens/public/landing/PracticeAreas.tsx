import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';
import { PROFESSIONS, professionLabels } from '@/contract';
import { landingTexts } from './texts';

const texts = landingTexts.practiceAreas;

/** Spec 1's audience, the seven practice areas, shown beside the call to join. */
export function PracticeAreas() {
  return (
    <Box
      as="aside"
      aria-labelledby="landing-practice-areas"
      bg="page.panel"
      color="fg"
      borderRadius="xl"
      shadow="lg"
      p={{ base: '5', md: '6' }}
      w="full"
      maxW="sm"
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="landing-practice-areas" fontSize="lg" color="brand.fg">
            {texts.heading}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {texts.lead}
          </Text>
        </Stack>
        <Stack as="ul" gap="2" listStyleType="none">
          {PROFESSIONS.map((profession) => (
            <HStack as="li" key={profession} gap="3">
              <Box color="brass.fg" aria-hidden="true">
                <BadgeCheck size={18} />
              </Box>
              <Text fontWeight="medium">{professionLabels[profession]}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
