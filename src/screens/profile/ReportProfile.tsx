import { Button, Icon, Text } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { Profile } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { reportTexts as texts } from './reportTexts';

export interface ReportProfileProps {
  profile: Profile;
}

// The dialog and its form (zod, react-hook-form) load on the first click, not with the profile.
const ReportProfileDialog = lazyChunk(
  async () => (await import('./ReportProfileDialog')).ReportProfileDialog,
);

/**
 * 'Report this profile' (docs/architecture.md "Operators and vetting"): a quiet button on
 * another member's profile, signed in, that opens a dialog with a reason and an optional note.
 * Once a report is open the button gives way to a line saying so.
 */
export const ReportProfile = observer(function ReportProfile({ profile }: ReportProfileProps) {
  const { reports } = useStores();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit.
  const [opened, setOpened] = useState(false);

  return (
    <>
      {reports.hasReported(profile.id) && !open ? (
        <Text fontSize="sm" color="fg.muted">
          {texts.reported}
        </Text>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          color="fg.muted"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Icon asChild boxSize="4">
            <Flag aria-hidden="true" />
          </Icon>
          {texts.open}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReportProfileDialog profile={profile} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
});
