import { Box, Button, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, isApiError, serverMessage } from '@/api/errors';
import { AuditEntryList } from '@/components/admin/AuditEntryList';
import { DecisionDialog, type DecisionInput } from '@/components/admin/DecisionDialog';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import {
  apiMessages,
  MODERATION_REASONS,
  moderationReasonLabels,
  type AdminMember,
  type MemberAction,
  type ModerationReason,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { MemberBadges } from './MemberBadges';
import { MemberFacts } from './MemberFacts';
import { ReportList, ReviewList } from './MemberHistory';
import { Section } from './Section';
import { memberActionTexts, memberTexts as texts } from './texts';

const REASONS = MODERATION_REASONS.map((value) => ({
  value,
  label: moderationReasonLabels[value],
}));

const parseId = (value: string | undefined): number | undefined =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/** /admin/members/{id}: one member as operators see them, and what an operator may do. */
export function MemberScreen() {
  const id = parseId(useParams().id);
  return (
    <Box px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      {id === undefined ? <MemberNotFound /> : <Member key={id} id={id} />}
    </Box>
  );
}

function MemberNotFound() {
  return (
    <Stack gap="4" align="flex-start">
      <BackLink />
      <Text role="alert">{apiMessages.memberNotFound}</Text>
    </Stack>
  );
}

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontSize="sm" fontWeight="semibold">
      <RouterLink to="/admin/members">
        <ArrowLeft size="1em" aria-hidden="true" />
        {texts.back}
      </RouterLink>
    </Link>
  );
}

interface MemberProps {
  id: number;
}

const Member = observer(function Member({ id }: MemberProps) {
  const { members } = useAdminStores();
  const { me, toasts } = useStores();
  const [acting, setActing] = useState<MemberAction>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    void members.load(id).catch(() => undefined);
  }, [members, id]);

  const page = members.member(id);
  const load = members.ops.load.get(id);

  if (!page) {
    if (isApiError(load.error) && load.error.isNotFound) return <MemberNotFound />;
    if (load.isFailed) {
      return (
        <Stack gap="4" align="flex-start">
          <BackLink />
          <Text role="alert">{errorMessage(load.error, 'load')}</Text>
          <Button variant="outline" onClick={() => void members.load(id).catch(() => undefined)}>
            {texts.retry}
          </Button>
        </Stack>
      );
    }
    return <MemberSkeleton />;
  }

  const open = (action: MemberAction) => {
    setRefusal(undefined);
    setActing(action);
  };
  const confirm = async (action: MemberAction, input: DecisionInput<ModerationReason>) => {
    if (!input.reason) return;
    setRefusal(undefined);
    try {
      await members[action](id, { reason: input.reason, note: input.note });
      setActing(undefined);
      toasts.show({ text: texts.done[action], status: 'success' });
    } catch (error) {
      setRefusal(serverMessage(error));
    }
  };

  const name = fullName(page.member);
  const dialog = acting && memberActionTexts[acting];

  return (
    <Stack gap="6">
      <BackLink />
      <MemberHeader
        page={page}
        own={me.user?.id === id}
        busy={members.isActing(id)}
        pending={(action) => members.ops[action].get(id).isPending}
        onAct={open}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        gap="6"
        alignItems="start"
      >
        <Box gridColumn={{ lg: 2 }} gridRow={{ lg: 1 }}>
          <Section title={texts.account}>
            <MemberFacts member={page.member} />
          </Section>
        </Box>
        <Stack gap="6" gridColumn={{ lg: 1 }} gridRow={{ lg: 1 }} minW="0">
          <Section title={texts.reviews}>
            <ReviewList reviews={page.reviews} />
          </Section>
          <Section title={texts.reportsAbout}>
            <ReportList
              reports={page.reportsAbout}
              side="about"
              label={texts.reportsAbout}
              empty={texts.noReportsAbout}
            />
          </Section>
          <Section title={texts.reportsBy}>
            <ReportList
              reports={page.reportsBy}
              side="by"
              label={texts.reportsBy}
              empty={texts.noReportsBy}
            />
          </Section>
          <Section title={texts.audit}>
            <AuditEntryList entries={page.audit} label={texts.audit} />
          </Section>
        </Stack>
      </Grid>

      <DecisionDialog<ModerationReason>
        open={dialog !== undefined}
        title={dialog ? dialog.title(name) : ''}
        description={dialog?.body}
        reasons={REASONS}
        confirmLabel={dialog?.confirm ?? ''}
        tone={acting === 'unpublish' || acting === 'suspend' ? 'danger' : 'neutral'}
        pending={acting !== undefined && members.ops[acting].get(id).isPending}
        error={refusal}
        onConfirm={(input) => acting && void confirm(acting, input)}
        onClose={() => setActing(undefined)}
      />
    </Stack>
  );
});

interface MemberHeaderProps {
  page: AdminMember;
  /** The operator's own account: another operator decides on it. */
  own: boolean;
  busy: boolean;
  pending: (action: MemberAction) => boolean;
  onAct: (action: MemberAction) => void;
}

function MemberHeader({ page, own, busy, pending, onAct }: MemberHeaderProps) {
  const { member } = page;
  const publishAction: MemberAction = member.published ? 'unpublish' : 'republish';
  const suspendAction: MemberAction = member.suspended ? 'unsuspend' : 'suspend';
  // Republishing waits for a complete profile and a lifted suspension (the server says so too).
  const republishBlocked =
    publishAction === 'republish' &&
    (member.suspended
      ? texts.republishSuspended
      : !member.complete
        ? texts.republishIncomplete
        : undefined);

  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      gap="5"
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '6' }}
      py="5"
    >
      <HStack gap="4" align="flex-start" minW="0">
        <MemberAvatar member={member} size={{ base: 56, md: 72 }} />
        <Stack gap="1.5" minW="0">
          <Heading
            as="h1"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="brand.fg"
            lineHeight="short"
          >
            {fullName(member)}
          </Heading>
          <Text color="fg.muted" wordBreak="break-all">
            {member.email}
          </Text>
          <MemberBadges member={member} />
          {member.published && (
            <Link
              asChild
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
              alignSelf="flex-start"
            >
              <RouterLink to={`/profile/${member.id}`}>
                {texts.viewProfile}
                <ExternalLink size="0.9em" aria-hidden="true" />
              </RouterLink>
            </Link>
          )}
        </Stack>
      </HStack>
      <Stack
        gap="2"
        align={{ base: 'stretch', md: 'flex-end' }}
        flexShrink={0}
        maxW={{ md: '24rem' }}
      >
        {own ? (
          <Text fontSize="sm" color="fg.muted">
            {texts.ownAccount}
          </Text>
        ) : (
          <>
            <HStack
              gap="2"
              wrap={{ base: 'wrap', md: 'nowrap' }}
              justify={{ md: 'flex-end' }}
              role="group"
              aria-label={texts.actions}
            >
              {(
                [
                  [publishAction, publishAction === 'unpublish' ? 'outline' : 'solid'],
                  [suspendAction, suspendAction === 'suspend' ? 'outline' : 'solid'],
                ] as const
              ).map(([action, variant]) => (
                <Button
                  key={action}
                  variant={variant}
                  colorPalette={action === 'suspend' ? 'red' : undefined}
                  loading={pending(action)}
                  loadingText={memberActionTexts[action].confirm}
                  disabled={busy || (action === 'republish' && Boolean(republishBlocked))}
                  onClick={() => onAct(action)}
                >
                  {memberActionTexts[action].confirm}
                </Button>
              ))}
            </HStack>
            {republishBlocked && (
              <Text fontSize="sm" color="fg.muted" textAlign={{ md: 'end' }}>
                {republishBlocked}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

function MemberSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <Text srOnly>{texts.loading}</Text>
      <Skeleton height="4" width="7rem" />
      <Skeleton height="9.5rem" borderRadius="lg" />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }} gap="6">
        <Skeleton height="14rem" borderRadius="lg" />
        <Skeleton height="20rem" borderRadius="lg" />
      </Grid>
    </Stack>
  );
}
