import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { texts as catalogue } from '@/api/errors';

export const errorTexts = {
  heading: 'Oops!',
  // The same sentence as every load failure (spec 2 and 8): one text, from the catalogue.
  body: catalogue.loadFailure,
  refresh: 'Refresh',
  home: 'Home',
} as const;

/**
 * Spec 2 "Generic pages": the error page. It renders outside the router's context when the app
 * itself fails, so its Home link is a plain link that reloads into a fresh app.
 */
export function ErrorScreen() {
  return (
    <Stack as="main" align="center" justify="center" gap="6" minH="70vh" px="6" textAlign="center">
      <Heading as="h1" size="5xl" color="brand.fg">
        {errorTexts.heading}
      </Heading>
      <Text fontSize="lg" maxW="md">
        {errorTexts.body}
      </Text>
      <HStack gap="3">
        <Button onClick={() => window.location.reload()}>{errorTexts.refresh}</Button>
        <Button asChild variant="outline">
          <a href="/">{errorTexts.home}</a>
        </Button>
      </HStack>
    </Stack>
  );
}
