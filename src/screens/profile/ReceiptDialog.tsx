import { Box, Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { monthYearLabel, regionNames, type VerificationReceipt } from '@/contract';
import { receiptTexts as texts } from './texts';
import { badgeLabel } from './receiptLabel';

export interface ReceiptDialogProps {
  receipt: VerificationReceipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}

/** When it is checked again: a day, or what a check waits for. */
const nextCheck = (receipt: VerificationReceipt): string => {
  if (receipt.nextCheckAt) return texts.formatDay(receipt.nextCheckAt);
  if (receipt.kind !== 'licence') return texts.noNextCheck[receipt.kind];
  if (receipt.state === 'expired') return texts.noNextCheck.licenceExpired;
  if (receipt.state === 'revoked') return texts.noNextCheck.licenceRevoked;
  return texts.noNextCheck.licenceNoExpiry;
};

/** A licence's own lines: its name, issuer, state, number and expiry. */
function LicenceRows({ receipt }: { receipt: Extract<VerificationReceipt, { kind: 'licence' }> }) {
  const { licence } = receipt;
  return (
    <>
      <Row label={texts.licenceName}>{licence.name}</Row>
      <Row label={texts.organization}>{licence.organization}</Row>
      {licence.jurisdiction && (
        <Row label={texts.jurisdiction}>{regionNames[licence.jurisdiction]}</Row>
      )}
      {licence.number && <Row label={texts.number}>{licence.number}</Row>}
      <Row label={receipt.state === 'expired' ? texts.ended : texts.expires}>
        {licence.expirationDate ? monthYearLabel(licence.expirationDate) : texts.noExpiry}
      </Row>
    </>
  );
}

/**
 * The receipt of one badge (issue 24): what was checked, against which source, by which role,
 * when, and when next. Loaded on the first press of a badge (VerificationBadges).
 */
export function ReceiptDialog({ receipt, open, onOpenChange }: ReceiptDialogProps) {
  const title =
    receipt.kind === 'licence' ? texts.licenceTitle[receipt.state] : badgeLabel(receipt);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="0">
              <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                {texts.dialogHint}
              </Text>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="dl" gap="3">
                {receipt.kind === 'licence' && <LicenceRows receipt={receipt} />}
                <Row label={texts.what}>{receipt.what}</Row>
                <Row label={texts.source}>
                  {isWebAddress(receipt.source) ? (
                    <Link
                      href={receipt.source}
                      color="brand.fg"
                      target="_blank"
                      rel="noopener noreferrer"
                      wordBreak="break-all"
                    >
                      {receipt.source}
                    </Link>
                  ) : (
                    receipt.source
                  )}
                </Row>
                <Row label={texts.checkedBy}>{texts.checkers[receipt.checkedBy]}</Row>
                <Row label={texts.checkedAt}>{texts.formatDay(receipt.checkedAt)}</Row>
                <Row label={texts.nextCheck}>{nextCheck(receipt)}</Row>
              </Stack>
              <Text fontSize="sm" color="fg.muted" mt="4">
                {texts.privacy}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{texts.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
