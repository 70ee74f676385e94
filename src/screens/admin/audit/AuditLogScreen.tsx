import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { AuditEntryList } from '@/components/admin/AuditEntryList';
import { QueueEmpty, QueueFailure, QueueMore } from '@/components/admin/QueueStates';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_KINDS,
  auditActionLabels,
  auditSubjectKindLabels,
  type AuditAction,
  type AuditSubjectKind,
} from '@/contract';
import type { AuditFilters } from '@/models/admin/AuditStore';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { auditLogTexts as texts } from './texts';

const SKELETONS = 5;
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabels[value] }));
const SUBJECT_OPTIONS = AUDIT_SUBJECT_KINDS.map((value) => ({
  value,
  label: auditSubjectKindLabels[value],
}));

const idOf = (value: string | null): number | undefined =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/**
 * The filters from the URL: ?member=12, ?actor=34 or ?actor=cli, ?action=review.clear,
 * ?subjectKind=review&subjectId=7 (an id only with its kind, as the API takes it).
 */
function filtersOf(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor');
  const action = params.get('action');
  const kind = params.get('subjectKind');
  const subjectKind =
    kind && (AUDIT_SUBJECT_KINDS as readonly string[]).includes(kind)
      ? (kind as AuditSubjectKind)
      : undefined;
  return {
    subjectKind,
    subjectId: subjectKind ? idOf(params.get('subjectId')) : undefined,
    member: idOf(params.get('member')),
    actor: actor === 'cli' ? 'cli' : idOf(actor),
    action:
      action && (AUDIT_ACTIONS as readonly string[]).includes(action)
        ? (action as AuditAction)
        : undefined,
  };
}

/**
 * /admin/audit: the append-only log (Mastodon's Admin::ActionLog), newest first, by the member
 * an entry concerns (reached from a member's page), by who did it, and by action.
 */
export const AuditLogScreen = observer(function AuditLogScreen() {
  const { audit } = useAdminStores();
  const { me } = useStores();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { member, actor, action, subjectKind, subjectId } = filters;
  // The id as typed: the URL takes it once it is a number.
  const [idInput, setIdInput] = useState(subjectId === undefined ? '' : String(subjectId));

  useEffect(() => {
    void audit.load({ member, actor, action, subjectKind, subjectId }).catch(() => undefined);
  }, [audit, member, actor, action, subjectKind, subjectId]);

  type FilterName = 'actor' | 'action' | 'member' | 'subjectKind' | 'subjectId';
  const setFilters = (values: Partial<Record<FilterName, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const setFilter = (name: FilterName, value: string | undefined) => setFilters({ [name]: value });
  const idInvalid = idInput.trim() !== '' && idOf(idInput.trim()) === undefined;
  const changeSubjectId = (value: string) => {
    setIdInput(value);
    const id = idOf(value.trim());
    if (value.trim() === '' || id !== undefined)
      setFilter('subjectId', id === undefined ? undefined : String(id));
  };

  const { load, more } = audit.ops;
  const showing = audit.isShowing(filters);
  const filtered =
    member !== undefined ||
    actor !== undefined ||
    action !== undefined ||
    subjectKind !== undefined;
  const myId = me.user?.id;
  // The member's name as the entries give it (every entry shown is about them).
  const memberName =
    member === undefined
      ? undefined
      : (audit.items.find((entry) => entry.subject.memberId === member)?.subject.memberName ??
        texts.memberId(member));
  const actorOptions = [
    { value: 'cli', label: texts.commandLine },
    ...(myId !== undefined ? [{ value: String(myId), label: texts.me(me.user!.fullName) }] : []),
    ...(typeof actor === 'number' && actor !== myId
      ? [
          {
            value: String(actor),
            label:
              audit.items.find((entry) => entry.actor.id === actor)?.actor.name ??
              texts.operatorId(actor),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.title}
        </Heading>
        <Text color="fg.muted">{texts.intro}</Text>
      </Stack>

      <Stack as="search" aria-label={texts.filters} gap="3">
        <HStack gap="3" align="flex-start" wrap="wrap">
          <Box flex="1" minW={{ base: 'full', sm: '14rem' }} maxW={{ sm: '20rem' }}>
            <SelectField
              label={texts.action}
              options={ACTION_OPTIONS}
              placeholder={texts.allActions}
              value={action ?? ''}
              onChange={(event) => setFilter('action', event.target.value || undefined)}
            />
          </Box>
          <Box flex="1" minW={{ base: 'full', sm: '14rem' }} maxW={{ sm: '20rem' }}>
            <SelectField
              label={texts.actor}
              options={actorOptions}
              placeholder={texts.anyone}
              value={actor === undefined ? '' : String(actor)}
              onChange={(event) => setFilter('actor', event.target.value || undefined)}
            />
          </Box>
          <Box flex="1" minW={{ base: 'full', sm: '10rem' }} maxW={{ sm: '14rem' }}>
            <SelectField
              label={texts.subject}
              options={SUBJECT_OPTIONS}
              placeholder={texts.anySubject}
              value={subjectKind ?? ''}
              onChange={(event) => {
                const kind = event.target.value || undefined;
                // An id names a subject of one kind: without a kind it goes too.
                if (!kind) setIdInput('');
                setFilters(
                  kind ? { subjectKind: kind } : { subjectKind: undefined, subjectId: undefined },
                );
              }}
            />
          </Box>
          <Box flex="1" minW={{ base: 'full', sm: '8rem' }} maxW={{ sm: '10rem' }}>
            <TextField
              label={texts.subjectId}
              inputMode="numeric"
              disabled={subjectKind === undefined}
              value={idInput}
              error={idInvalid ? texts.subjectIdInvalid : undefined}
              helperText={subjectKind === undefined ? texts.subjectIdHelp : undefined}
              onChange={(event) => changeSubjectId(event.target.value)}
            />
          </Box>
        </HStack>
        {member !== undefined && (
          <HStack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {texts.about}:
            </Text>
            <HStack
              gap="1"
              ps="3"
              pe="1"
              py="0.5"
              borderRadius="full"
              bg="brand.subtle"
              color="brand.fg"
              fontSize="sm"
            >
              <Text fontWeight="semibold">{memberName}</Text>
              <Button
                variant="ghost"
                size="2xs"
                borderRadius="full"
                aria-label={texts.clearMember(memberName ?? '')}
                onClick={() => setFilter('member', undefined)}
              >
                <X aria-hidden="true" />
              </Button>
            </HStack>
          </HStack>
        )}
      </Stack>

      {load.isFailed ? (
        <QueueFailure
          message={errorMessage(load.error, 'load')}
          retryLabel={texts.retry}
          onRetry={() => void audit.load(filters).catch(() => undefined)}
        />
      ) : !showing ? (
        <Stack gap="4" aria-busy="true" p="5" bg="page.panel" borderWidth="1px" borderRadius="lg">
          <Text srOnly role="status">
            {texts.loading}
          </Text>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <HStack key={index} gap="4" align="flex-start">
              <Skeleton height="4" width="10rem" display={{ base: 'none', md: 'block' }} />
              <Stack gap="2" flex="1">
                <Skeleton height="4" width="50%" />
                <Skeleton height="3" width="30%" />
              </Stack>
            </HStack>
          ))}
        </Stack>
      ) : audit.items.length === 0 ? (
        <Stack gap="4" align="center">
          <Box w="full">
            <QueueEmpty title={filtered ? texts.noMatch : texts.empty} />
          </Box>
          {filtered && (
            <Button
              variant="outline"
              onClick={() => {
                setIdInput('');
                setParams({}, { replace: true });
              }}
            >
              {texts.showAll}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <Box p={{ base: '4', md: '5' }} bg="page.panel" borderWidth="1px" borderRadius="lg">
            <AuditEntryList entries={audit.items} label={texts.list} showMember />
          </Box>
          <QueueMore
            count={texts.shown(audit.items.length, audit.total)}
            hasMore={audit.hasMore}
            label={texts.showMore}
            pending={more.isPending}
            onMore={() => void audit.loadMore().catch(() => undefined)}
          />
          {more.isFailed && <Text role="alert">{errorMessage(more.error, 'load')}</Text>}
        </Stack>
      )}
    </Stack>
  );
});
