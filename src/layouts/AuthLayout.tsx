import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Logo } from '@/components/brand/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';

export const authLayoutTexts = {
  panel: 'Fuel your professional independence',
  panelBody:
    'A vetted community of accounting, coaching, board, finance, HR, IT and legal independents.',
} as const;

/** The auth layout of spec 2: the form, and a side panel reading 'Fuel your professional independence'. */
export function AuthLayout() {
  return (
    // On narrow screens the form takes the height and the panel follows it.
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      templateRows={{ base: '1fr auto', lg: '1fr' }}
      minH="100dvh"
    >
      <SkipLink />
      <Flex
        direction="column"
        px={{ base: '4', md: '10' }}
        py={{ base: '5', md: '8' }}
        bg="page.panel"
      >
        <Box as="header">
          <Logo to="/" />
        </Box>
        <Flex
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          align={{ base: 'flex-start', md: 'center' }}
          justify="center"
          py={{ base: '8', md: '10' }}
        >
          <Box w="full" maxW="md">
            <Outlet />
          </Box>
        </Flex>
      </Flex>
      <Stack
        as="aside"
        aria-label={authLayoutTexts.panel}
        bg="brand.800"
        color="white"
        justify={{ base: 'flex-start', lg: 'center' }}
        px={{ base: '6', md: '10', lg: '16' }}
        py={{ base: '8', lg: '16' }}
        gap="4"
        backgroundImage={{
          lg: 'radial-gradient(circle at 80% 20%, {colors.brand.600} 0%, transparent 55%)',
        }}
      >
        <Heading
          as="p"
          fontSize={{ base: '2xl', lg: '5xl' }}
          lineHeight="1.1"
          maxW="lg"
          color="white"
        >
          {authLayoutTexts.panel}
        </Heading>
        <Text color="brand.100" maxW="md" hideBelow="md">
          {authLayoutTexts.panelBody}
        </Text>
      </Stack>
    </Grid>
  );
}
