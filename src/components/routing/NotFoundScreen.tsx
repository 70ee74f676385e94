import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const texts = {
  title: 'Page not found',
  heading: '404',
  body: "Oops. We can't seem to find the page you are looking for.",
  home: 'Home',
};

/** The document title of the not-found page, wherever it is shown (routes, guards). */
export const NOT_FOUND_TITLE = texts.title;

/** Spec section 2, "Generic pages": the not-found page for any unknown path. */
export function NotFoundScreen() {
  return (
    <Stack as="main" align="center" justify="center" gap="6" minH="70vh" px="6" textAlign="center">
      <Heading as="h1" size="6xl" color="brand.fg">
        {texts.heading}
      </Heading>
      <Text fontSize="lg" maxW="md">
        {texts.body}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{texts.home}</RouterLink>
      </Button>
    </Stack>
  );
}
