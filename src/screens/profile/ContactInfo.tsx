import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { formatPhone } from '@/contract';
import { analytics } from '@/lib/analytics';
import { useStores } from '@/models/StoresProvider';
import { profileTexts as texts } from './texts';

const webHref = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;

/**
 * Spec 2: website, contact e-mail and phone stay behind 'Contact Info'; a press reveals them
 * (the server records the view). Signed out: an invitation to log in.
 */
export const ContactInfo = observer(function ContactInfo({ memberId }: { memberId: number }) {
  const { session, profiles, toasts } = useStores();
  const location = useLocation();
  const contact = profiles.contact(memberId);
  const operation = profiles.ops.revealContact.get(memberId);

  if (!session.isLoggedIn) {
    return (
      <Button asChild variant="outline">
        <RouterLink to="/login" state={{ from: location.pathname }}>
          {texts.loginToContact}
        </RouterLink>
      </Button>
    );
  }

  if (!contact) {
    return (
      <Box>
        <Button
          variant="outline"
          loading={operation.isPending}
          onClick={async () => {
            try {
              await profiles.revealContact(memberId);
              analytics.track('Contact Info Revealed', { memberId });
            } catch (error) {
              toasts.show({ text: errorMessage(error), status: 'danger' });
            }
          }}
        >
          {texts.contactInfo}
        </Button>
      </Box>
    );
  }

  const { website, contactEmail, contactPhone } = contact;
  if (!website && !contactEmail && !contactPhone)
    return <Text color="fg.muted">{texts.noContact}</Text>;
  return (
    <Stack as="dl" gap="1" aria-label={texts.contactHeading}>
      {website && (
        <Box>
          <Text as="dt" fontWeight="semibold" fontSize="sm">
            {texts.website}
          </Text>
          <Text as="dd">
            <Link
              href={webHref(website)}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
            >
              {website}
            </Link>
          </Text>
        </Box>
      )}
      {contactEmail && (
        <Box>
          <Text as="dt" fontWeight="semibold" fontSize="sm">
            {texts.contactEmail}
          </Text>
          <Text as="dd">
            <Link href={`mailto:${contactEmail}`} color="brand.fg">
              {contactEmail}
            </Link>
          </Text>
        </Box>
      )}
      {contactPhone && (
        <Box>
          <Text as="dt" fontWeight="semibold" fontSize="sm">
            {texts.phone}
          </Text>
          <Text as="dd">
            <Link href={`tel:+${contactPhone}`} color="brand.fg">
              {formatPhone(contactPhone)}
            </Link>
          </Text>
        </Box>
      )}
    </Stack>
  );
});
