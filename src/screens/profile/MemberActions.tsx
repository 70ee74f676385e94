import { Button, Dialog, HStack, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/errors';
import {
  isUnverifiedSender,
  UnverifiedSenderAlert,
} from '@/components/account/UnverifiedSenderAlert';
import type { Profile } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { profileTexts as texts } from './texts';

/**
 * Spec 6, another member's profile when signed in: Add to Team (through a confirmation),
 * Watch / Stop Watching, and Accept / Decline of that member's pending invitation. Each button
 * shows its own operation's pending state; the relations and the watch state load first.
 */
export const MemberActions = observer(function MemberActions({ profile }: { profile: Profile }) {
  const { team, watch, toasts } = useStores();
  const [confirming, setConfirming] = useState(false);
  /** An unverified sender's refusal stays in the dialog, beside its Resend (issue 38). */
  const [unverified, setUnverified] = useState<unknown>();
  const id = profile.id;
  const name = profile.firstName;

  useEffect(() => {
    team.loadRelations(id).catch(() => undefined);
    watch.check(id).catch(() => undefined);
  }, [team, watch, id]);

  const fail = (error: unknown) => toasts.show({ text: errorMessage(error), status: 'danger' });
  const relationsKnown = team.ops.loadRelations.get(id).isDone;
  const invite = team.ops.invite.get(id);
  const accept = team.ops.accept.get(id);
  const decline = team.ops.decline.get(id);
  const toggle = watch.ops.toggle.get(id);
  const answering = accept.isPending || decline.isPending;
  const watchLabel = watch.isWatched(id) ? texts.stopWatching : texts.watch;

  const sendInvite = async () => {
    setUnverified(undefined);
    try {
      const invited = await team.invite(id);
      setConfirming(false);
      if (invited?.emailSkipped) {
        toasts.show({ text: texts.requestSentNoEmail(name), status: 'warning' });
      } else {
        toasts.show({ text: texts.requestSent, status: 'success' });
      }
    } catch (error) {
      if (isUnverifiedSender(error)) {
        setUnverified(error);
        return;
      }
      setConfirming(false);
      fail(error);
    }
  };

  // Every loading button keeps its label as loadingText: without one, Chakra hides the label
  // and the pending button has no accessible name.
  return (
    <Stack gap="3" align={{ base: 'flex-start', md: 'flex-end' }}>
      {relationsKnown && team.hasPendingInvitationFrom(id) && (
        <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
          <Text fontSize="sm">{texts.invitation(name)}</Text>
          <HStack>
            <Button
              colorPalette="brand"
              loading={accept.isPending}
              loadingText={texts.accept}
              disabled={answering}
              onClick={async () => {
                try {
                  if (await team.accept(id)) {
                    toasts.show({ text: texts.teamJoined(name), status: 'success' });
                  }
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {texts.accept}
            </Button>
            <Button
              variant="outline"
              loading={decline.isPending}
              loadingText={texts.decline}
              disabled={answering}
              onClick={async () => {
                try {
                  if (await team.decline(id)) {
                    toasts.show({ text: texts.teamDeclined(name), status: 'warning' });
                  }
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {texts.decline}
            </Button>
          </HStack>
        </Stack>
      )}
      {relationsKnown && team.isMemberOf(id) && <Text fontSize="sm">{texts.onTeam(name)}</Text>}
      <Wrap gap="2">
        {relationsKnown && team.canInvite(id) && (
          <Button
            colorPalette="brand"
            loading={invite.isPending}
            loadingText={texts.addToTeam}
            onClick={() => {
              setUnverified(undefined);
              setConfirming(true);
            }}
          >
            {texts.addToTeam}
          </Button>
        )}
        {watch.isKnown(id) && (
          <Button
            variant="outline"
            loading={toggle.isPending}
            loadingText={watchLabel}
            onClick={async () => {
              try {
                const watched = await watch.toggle(id);
                toasts.show({
                  text: watched ? texts.watchAdded : texts.watchRemoved,
                  status: 'success',
                });
              } catch (error) {
                fail(error);
              }
            }}
          >
            {watchLabel}
          </Button>
        )}
      </Wrap>
      <Dialog.Root
        role="alertdialog"
        open={confirming}
        onOpenChange={(details) => {
          if (!invite.isPending) setConfirming(details.open);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{texts.confirmInviteTitle(name)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{texts.confirmInviteBody(name)}</Text>
                  {unverified !== undefined && <UnverifiedSenderAlert error={unverified} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  disabled={invite.isPending}
                  onClick={() => setConfirming(false)}
                >
                  {texts.cancel}
                </Button>
                <Button
                  colorPalette="brand"
                  loading={invite.isPending}
                  loadingText={texts.confirmInvite}
                  onClick={() => void sendInvite()}
                >
                  {texts.confirmInvite}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
});
