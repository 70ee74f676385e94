import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { formatPhone, type ProfileContact } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { profileTexts as texts } from './texts';

const webHref = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;

interface ContactRowProps {
  label: string;
  href: string;
  /** Opens in a new tab (the member's own website). */
  external?: boolean;
  children: ReactNode;
}

/** One revealed detail: its label and its link. */
function ContactRow({ label, href, external = false, children }: ContactRowProps) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Text as="dd">
        <Link
          href={href}
          color="brand.fg"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </Link>
      </Text>
    </Box>
  );
}

/**
 * Spec 2: website, contact e-mail and phone stay behind 'Contact Info'; a press reveals them
 * (the server records the view). Signed out: an invitation to log in. The profile screen
 * leaves it out when the profile's `hasContact` says nothing is there for this viewer; a reveal
 * shows only what the member lets this viewer see (issue 24 §4).
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
          // The label stays while it loads: without it the button would have no name.
          loadingText={texts.contactInfo}
          onClick={async () => {
            try {
              await profiles.revealContact(memberId);
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

  return <ContactDetails contact={contact} />;
});

/** Revealed details as a list, or the line that says there are none. */
export function ContactDetails({ contact }: { contact: ProfileContact }) {
  const { website, contactEmail, contactPhone } = contact;
  if (!website && !contactEmail && !contactPhone)
    return <Text color="fg.muted">{texts.noContact}</Text>;
  return (
    <Stack as="dl" gap="1" aria-label={texts.contactHeading}>
      {website && (
        <ContactRow label={texts.website} href={webHref(website)} external>
          {website}
        </ContactRow>
      )}
      {contactEmail && (
        <ContactRow label={texts.contactEmail} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </ContactRow>
      )}
      {contactPhone && (
        <ContactRow label={texts.phone} href={`tel:+${contactPhone}`}>
          {formatPhone(contactPhone)}
        </ContactRow>
      )}
    </Stack>
  );
}
