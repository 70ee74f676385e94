import { Button, chakra, HStack, Icon, Spinner, Text, Wrap } from '@chakra-ui/react';
import { BadgeCheck, Ban, CircleAlert, Clock, MailCheck, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type ReactElement, Suspense, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { VerificationReceipt } from '@/contract';
import { useEarlyInput } from '@/lib/earlyInput';
import { useStores } from '@/models/StoresProvider';
import { statusBadgeRecipe } from '@/theme/recipes/statusBadge';
import { badgeLabel } from './receiptLabel';
import { receiptTexts as texts } from './texts';

// The receipt's dialog loads on the first press, not with the profile.
const ReceiptDialog = lazyChunk(async () => (await import('./ReceiptDialog')).ReceiptDialog);

/** A status badge that is a button: it opens its receipt. */
const BadgeButton = chakra('button', statusBadgeRecipe);

type BadgeStatus = 'verified' | 'expiring' | 'expired' | 'revoked';

const badgeLook = (receipt: VerificationReceipt): { status: BadgeStatus; icon: ReactElement } => {
  if (receipt.kind === 'background_check')
    return { status: 'verified', icon: <ShieldCheck aria-hidden="true" /> };
  if (receipt.kind === 'email')
    return { status: 'verified', icon: <MailCheck aria-hidden="true" /> };
  switch (receipt.state) {
    case 'verified':
      return { status: 'verified', icon: <BadgeCheck aria-hidden="true" /> };
    case 'expiring':
      return { status: 'expiring', icon: <Clock aria-hidden="true" /> };
    case 'expired':
      return { status: 'expired', icon: <CircleAlert aria-hidden="true" /> };
    case 'revoked':
      return { status: 'revoked', icon: <Ban aria-hidden="true" /> };
  }
};

const receiptKey = (receipt: VerificationReceipt) =>
  receipt.kind === 'licence' ? `licence-${receipt.licence.id}` : receipt.kind;

/**
 * One badge, a button that opens its receipt. On a profile the server rendered (server/pages.ts),
 * a tap on it before the page's code has run is kept by the page's head and done again here
 * once the badge is hydrated (useEarlyInput), so it opens the receipt rather than being lost.
 */
function ReceiptBadge({ receipt, onOpen }: { receipt: VerificationReceipt; onOpen: () => void }) {
  const { status, icon } = badgeLook(receipt);
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyInput(ref);
  return (
    <BadgeButton
      ref={ref}
      type="button"
      status={status}
      aria-haspopup="dialog"
      gap="1.5"
      textTransform="none"
      letterSpacing="normal"
      fontSize="sm"
      cursor="pointer"
      _hover={{ textDecoration: 'underline' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.fg',
        outlineOffset: '2px',
      }}
      onClick={onOpen}
    >
      <Icon asChild boxSize="3.5">
        {icon}
      </Icon>
      {badgeLabel(receipt)}
    </BadgeButton>
  );
}

/**
 * The profile's badges (issue 24): the background check cleared, each licence a reviewer
 * looked at with its state, the e-mail verified. Each is a button that opens its receipt.
 */
export const VerificationBadges = observer(function VerificationBadges({
  memberId,
}: {
  memberId: number;
}) {
  const { profiles } = useStores();
  const receipts = profiles.verificationsOf(memberId);
  const operation = profiles.ops.loadVerifications.get(memberId);
  const [shown, setShown] = useState<VerificationReceipt>();
  const [open, setOpen] = useState(false);

  // The profile screen starts the load beside the profile's; alone (a story), this starts it.
  useEffect(() => {
    if (!profiles.verificationsOf(memberId) && operation.isIdle) {
      profiles.loadVerifications(memberId).catch(() => undefined);
    }
  }, [profiles, memberId, operation]);

  if (!receipts) {
    if (operation.isFailed) {
      return (
        <HStack gap="2" role="alert">
          <Text fontSize="sm" color="fg.muted">
            {texts.failed}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => profiles.loadVerifications(memberId).catch(() => undefined)}
          >
            {texts.retry}
          </Button>
        </HStack>
      );
    }
    return (
      <HStack gap="2" role="status" color="fg.muted" minH="6">
        <Spinner size="xs" />
        <Text fontSize="sm">{texts.loading}</Text>
      </HStack>
    );
  }
  if (receipts.length === 0) return null;

  return (
    <>
      <Wrap as="ul" gap="2" listStyleType="none" aria-label={texts.badgesLabel}>
        {receipts.map((receipt) => (
          <li key={receiptKey(receipt)}>
            <ReceiptBadge
              receipt={receipt}
              onOpen={() => {
                setShown(receipt);
                setOpen(true);
              }}
            />
          </li>
        ))}
      </Wrap>
      {shown && (
        <Suspense fallback={null}>
          <ReceiptDialog receipt={shown} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
});
