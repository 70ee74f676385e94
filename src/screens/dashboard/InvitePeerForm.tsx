import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { serverMessage, toApiError } from '@/api/errors';
import {
  isUnverifiedSender,
  UnverifiedSenderAlert,
} from '@/components/account/UnverifiedSenderAlert';
import { FormAlert } from '@/components/feedback/FormAlert';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { apiMessages, type InvitationBody } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { inviteTexts as texts } from './formTexts';
import { Panel } from './Panel';

const InvitePeerFields = lazyChunk(async () => (await import('./DashboardForms')).InvitePeerFields);

/**
 * Spec 8's throttle sentence (but the recipient's daily cap says its own, issue 38), else the
 * server's own for input it refused, else the catalogue.
 */
const failureText = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.code === 'RequestThrottled' &&
    apiError.message !== apiMessages.recipientDailyLimit
    ? texts.throttled
    : serverMessage(error);
};

/**
 * Spec 2 "Invite a peer" (POST /v1/user/invitations): the server e-mails a link to /signup. Says
 * to whom it went, and clears the fields; a refusal (the rate limit, a bad address) says why and
 * keeps them.
 */
export const InvitePeerForm = observer(function InvitePeerForm() {
  const { dashboard } = useStores();
  const invite = dashboard.ops.invitePeer;
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = async (body: InvitationBody): Promise<boolean> => {
    if (invite.isPending) return false;
    try {
      await dashboard.invitePeer(body);
      setSentTo(body.email);
      return true;
    } catch {
      // Shown from the operation's error; the fields stay filled.
      return false;
    }
  };

  return (
    <Panel title={texts.heading}>
      <Stack gap="4">
        <Text color="fg.muted">{texts.lead}</Text>
        {invite.isFailed &&
          (isUnverifiedSender(invite.error) ? (
            <UnverifiedSenderAlert error={invite.error} />
          ) : (
            <FormAlert message={failureText(invite.error)} />
          ))}
        {invite.isDone && sentTo && <FormAlert status="success" message={texts.sent(sentTo)} />}
        <Suspense
          fallback={
            <Box aria-busy="true">
              <Text srOnly>{texts.loadingForm}</Text>
              <Stack gap="5" aria-hidden="true">
                <Skeleton height="16" />
                <Skeleton height="16" />
                <Skeleton height="10" width="40%" />
              </Stack>
            </Box>
          }
        >
          <InvitePeerFields texts={texts} pending={invite.isPending} onSubmit={onSubmit} />
        </Suspense>
      </Stack>
    </Panel>
  );
});
