import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { config } from '@/lib/config';
import { landingTexts } from './texts';

/** The founder's message; its words are configuration (docs/architecture.md "founder message, social links, Slack and Content links, concierge e-mail"). */
export function FounderMessage() {
  const { founder } = config;
  return (
    <Container
      as="section"
      maxW="4xl"
      py={{ base: '12', md: '20' }}
      aria-labelledby="landing-founder"
    >
      <Stack gap="6">
        <Heading
          as="h2"
          id="landing-founder"
          fontSize={{ base: '3xl', md: '4xl' }}
          color="brand.fg"
        >
          {landingTexts.founder.heading}
        </Heading>
        <Box
          as="figure"
          borderStartWidth="4px"
          borderColor="brass.solid"
          ps={{ base: '4', md: '6' }}
        >
          <Stack as="blockquote" gap="4" fontSize={{ base: 'md', md: 'lg' }}>
            {landingTexts.founder.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
          <Box as="figcaption" mt="5">
            <Text fontWeight="semibold">{founder.name}</Text>
            <Text color="fg.muted">{founder.role}</Text>
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
