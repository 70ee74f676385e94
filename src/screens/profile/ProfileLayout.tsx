import { Box, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProfileSections } from '@/components/member/ProfileSections';
import type { Profile } from '@/contract';

export interface ProfileLayoutProps {
  profile: Profile;
  /** The header: cover, avatar, name, badges and the viewer's buttons. */
  header: ReactNode;
  /** Contact Info as this viewer has it; left out when the profile has nothing for them. */
  contact?: ReactNode;
  /** Quiet, after everything else (Report this profile). */
  footer?: ReactNode;
}

/**
 * A profile page below its header: the sections, and the contact column beside them (above
 * them on a phone). The profile screen and its "View as" preview lay out the same page.
 */
export function ProfileLayout({ profile, header, contact, footer }: ProfileLayoutProps) {
  return (
    <Stack gap="8">
      {header}
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 18rem' }}
        gap="8"
        px={{ base: '4', md: '6' }}
        pb="12"
      >
        <ProfileSections profile={profile} />
        {/* Hidden when the member keeps every detail from this viewer (issue 24 §4); signed
            out, shown with its log-in prompt when a detail is visible to members. */}
        {profile.hasContact && contact && <Box order={{ base: -1, md: 0 }}>{contact}</Box>}
        {footer && (
          <Box gridColumn="1 / -1" justifySelf="end">
            {footer}
          </Box>
        )}
      </Grid>
    </Stack>
  );
}
