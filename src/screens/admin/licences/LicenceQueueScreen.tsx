import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionButtons, QueueItem } from '@/components/admin/QueueItem';
import { QueueList } from '@/components/admin/QueueList';
import { LicenceBadge } from '@/components/member/LicenceBadge';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import {
  isHttpUrl,
  monthYearLabel,
  regionNames,
  VERIFICATION_STATES,
  verificationStateLabels,
  type LicenceDecision,
  type LicenceDecisionForm,
  type LicenceItem,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { LicenceDecisionDialog } from './LicenceDecisionDialog';
import { licenceQueueTexts as texts } from './texts';

interface Deciding {
  licence: LicenceItem;
  decision: LicenceDecision;
}

/** /admin/licences: the licence ledger, one badge state at a time, oldest change first. */
export const LicenceQueueScreen = observer(function LicenceQueueScreen() {
  const { licences } = useAdminStores();
  const { toasts } = useStores();
  const [deciding, setDeciding] = useState<Deciding>();
  const [refusal, setRefusal] = useState<string>();

  const decide = async ({ licence, decision }: Deciding, form: LicenceDecisionForm) => {
    setRefusal(undefined);
    try {
      await licences[decision](licence.id, {
        source: form.source,
        note: form.note,
        reviewedVersion: licence.updatedAt,
      });
      setDeciding(undefined);
      toasts.show({
        text: decision === 'verified' ? texts.verified : texts.revoked,
        status: 'success',
      });
    } catch (error) {
      setRefusal(serverMessage(error));
      // The member may have changed it since: the list shows the licence as it is now.
      void licences.load().catch(() => undefined);
    }
  };

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text color="fg.muted">{texts.lead}</Text>
      </Stack>
      <QueueList
        store={licences}
        states={VERIFICATION_STATES}
        labels={verificationStateLabels}
        texts={texts}
      >
        {(licence) => (
          <LicenceRow
            key={licence.id}
            licence={licence}
            busy={licences.isDeciding(licence.id)}
            pending={(decision) => licences.ops[decision].get(licence.id).isPending}
            onDecide={(decision) => {
              setRefusal(undefined);
              setDeciding({ licence, decision });
            }}
          />
        )}
      </QueueList>

      <LicenceDecisionDialog
        decision={deciding?.decision}
        memberName={deciding ? fullName(deciding.licence.member) : ''}
        pending={
          deciding !== undefined &&
          licences.ops[deciding.decision].get(deciding.licence.id).isPending
        }
        error={refusal}
        onConfirm={(form) => deciding && void decide(deciding, form)}
        onClose={() => setDeciding(undefined)}
      />
    </Stack>
  );
});

interface LicenceRowProps {
  licence: LicenceItem;
  busy: boolean;
  pending: (decision: LicenceDecision) => boolean;
  onDecide: (decision: LicenceDecision) => void;
}

function LicenceRow({ licence, busy, pending, onDecide }: LicenceRowProps) {
  const member = fullName(licence.member);
  const memberPage = `/admin/members/${licence.member.id}`;
  const { verificationState: state, url } = licence;
  // Verify what is not verified now; revoke what is not revoked (an expired one stays as it is
  // until the member renews it).
  const canVerify = state === 'unverified' || state === 'revoked';
  const canRevoke = state !== 'revoked' && state !== 'expired';
  return (
    <QueueItem>
      <Stack gap="2.5" minW="0" flex="1">
        <HStack gap="3" align="center">
          <MemberAvatar member={licence.member} size={40} />
          <Stack gap="0" minW="0">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={memberPage}>{member}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {licence.member.email}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{licence.name}</Text>
          <LicenceBadge state={state} />
        </HStack>
        <Stack gap="0.5" fontSize="sm">
          <Text>
            {licence.identifier ? texts.number(licence.identifier) : texts.noNumber}
            {' · '}
            {licence.jurisdiction
              ? texts.issuedIn(regionNames[licence.jurisdiction])
              : texts.noState}
          </Text>
          <Text color="fg.muted">
            {texts.issuedBy(licence.organization, monthYearLabel(licence.issuedDate))}
            {' · '}
            {licence.expirationDate
              ? texts.expires(monthYearLabel(licence.expirationDate))
              : texts.noExpiry}
          </Text>
          {url &&
            (isHttpUrl(url) ? (
              <Link
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                wordBreak="break-all"
              >
                {url}
              </Link>
            ) : (
              <Text wordBreak="break-all">{url}</Text>
            ))}
        </Stack>
        {licence.verifiedAt && (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              <span>
                {texts.decidedBy(
                  verificationStateLabels[state === 'revoked' ? 'revoked' : 'verified'],
                  licence.verifiedBy?.name ?? texts.someone,
                )}
              </span>{' '}
              · <DateTime value={licence.verifiedAt} />
            </Text>
            {licence.verificationSource && <> — {texts.source(licence.verificationSource)}</>}
            {licence.verificationNote && <> — {licence.verificationNote}</>}
          </Text>
        )}
      </Stack>
      <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
        {(canVerify || canRevoke) && (
          <DecisionButtons
            busy={busy}
            decisions={[
              ...(canVerify
                ? [
                    {
                      text: texts.verify,
                      label: texts.verifyLabel(licence.name, member),
                      pending: pending('verified'),
                      onDecide: () => onDecide('verified'),
                    },
                  ]
                : []),
              ...(canRevoke
                ? [
                    {
                      text: texts.revoke,
                      label: texts.revokeLabel(licence.name, member),
                      pending: pending('revoked'),
                      onDecide: () => onDecide('revoked'),
                      danger: true,
                    },
                  ]
                : []),
            ]}
          />
        )}
        <Link asChild fontSize="sm" color="brand.fg" fontWeight="semibold">
          <RouterLink to={memberPage} aria-label={texts.actOnLabel(member)}>
            {texts.actOn}
          </RouterLink>
        </Link>
      </Stack>
    </QueueItem>
  );
}
