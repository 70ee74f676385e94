import { Container, Heading } from '@chakra-ui/react';

/** Interim: the route is wired; the screen itself comes with issue 10. */
export function ExperienceScreen() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
        Experience
      </Heading>
    </Container>
  );
}
