import { Container, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SETTINGS_PATH } from '../sections';
import { settingsTexts as texts } from '../texts';

export interface SettingsPageProps {
  /** The section's name as the page's h1, e.g. `settingsTexts.sections.basic`. */
  heading: string;
  /** A line under the heading: what the section is for. */
  lead?: ReactNode;
  /** The section's blocks (SettingsBlock), list or form, stacked with the page's spacing. */
  children: ReactNode;
}

/**
 * The frame of a settings section (/settings/basic, …): a link back to the hub, the heading,
 * an optional lead, then the content in a column narrow enough for forms, on the member
 * screens' page width.
 */
export function SettingsPage({ heading, lead, children }: SettingsPageProps) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }} maxW="3xl">
        <Stack gap="3">
          <Link asChild alignSelf="flex-start" color="brand.fg" fontWeight="semibold" gap="1">
            <RouterLink to={SETTINGS_PATH}>
              <Icon asChild boxSize="4">
                <ChevronLeft aria-hidden="true" />
              </Icon>
              {texts.backToHub}
            </RouterLink>
          </Link>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
            {heading}
          </Heading>
          {lead && (
            <Text fontSize="lg" color="fg.muted">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
