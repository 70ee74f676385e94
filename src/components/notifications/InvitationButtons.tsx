import { Button, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { errorMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { notificationTexts as texts } from './texts';

export interface InvitationButtonsProps {
  /** The team's owner: who invited me. */
  ownerId: number;
  /** The owner's name, for the toast. */
  ownerName: string;
  /** After the answer: the relation's new status, null when the invitation was gone. */
  onAnswered?: (status: 'accepted' | 'declined' | null) => void;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Accept and Decline of one invitation (spec 4: PATCH /v1/user/otherTeam/{ownerId}), each with
 * its own pending state; while either runs neither can be pressed again. The toasts are spec 8's.
 */
export const InvitationButtons = observer(function InvitationButtons({
  ownerId,
  ownerName,
  onAnswered,
  size = 'sm',
}: InvitationButtonsProps) {
  const { team, toasts } = useStores();
  const accept = team.ops.accept.get(ownerId);
  const decline = team.ops.decline.get(ownerId);
  const answering = accept.isPending || decline.isPending;

  const answer = async (status: 'accepted' | 'declined') => {
    try {
      const relation = await (status === 'accepted' ? team.accept(ownerId) : team.decline(ownerId));
      if (relation) {
        toasts.show(
          status === 'accepted'
            ? { text: texts.teamJoined(ownerName), status: 'success' }
            : { text: texts.teamDeclined(ownerName), status: 'warning' },
        );
      }
      onAnswered?.(relation ? status : null);
    } catch (error) {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    }
  };

  // A loading button keeps its label as loadingText, so it keeps its accessible name.
  return (
    <HStack gap="2">
      <Button
        size={size}
        colorPalette="brand"
        loading={accept.isPending}
        loadingText={texts.accept}
        disabled={answering}
        onClick={() => void answer('accepted')}
      >
        {texts.accept}
      </Button>
      <Button
        size={size}
        variant="outline"
        loading={decline.isPending}
        loadingText={texts.decline}
        disabled={answering}
        onClick={() => void answer('declined')}
      >
        {texts.decline}
      </Button>
    </HStack>
  );
});
