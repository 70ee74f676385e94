import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { serverMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import type { ReviewDetail } from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { EvidenceSection } from './ReviewEvidence';
import { reviewTexts as texts } from './texts';

/**
 * The last four SSN digits, masked until the reviewer asks (docs/architecture.md "SSN storage"):
 * asking is itself an audit entry, and the screen says so before the button is pressed.
 */
export const ReviewSsn = observer(function ReviewSsn({ detail }: { detail: ReviewDetail }) {
  const { reviews } = useAdminStores();
  const id = detail.review.id;
  const revealed = reviews.revealedSsn(id);
  const reveal = reviews.ops.revealSsn.get(id);

  return (
    <EvidenceSection title={texts.ssn}>
      {!detail.review.hasSsn ? (
        <Text color="fg.muted">{texts.ssnNone}</Text>
      ) : (
        <>
          <HStack gap="4" wrap="wrap">
            <Text fontFamily="mono" fontSize="2xl" letterSpacing="widest" minW="5ch">
              {revealed ?? (
                <>
                  <span aria-hidden="true">{texts.ssnMasked}</span>
                  <VisuallyHidden>{texts.ssnMaskedLabel}</VisuallyHidden>
                </>
              )}
            </Text>
            {!revealed && (
              <Button
                variant="outline"
                size="sm"
                loading={reveal.isPending}
                loadingText={texts.ssnShow}
                onClick={() => void reviews.revealSsn(id).catch(() => undefined)}
              >
                <Eye aria-hidden="true" />
                {texts.ssnShow}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {texts.ssnAudited}
          </Text>
          {reveal.isFailed && <FormAlert message={serverMessage(reveal.error)} />}
        </>
      )}
    </EvidenceSection>
  );
});
