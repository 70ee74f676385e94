import {
  Box,
  Button,
  Heading,
  HStack,
  Input,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { ADMIN_PAGE_DEFAULT, ADMIN_SEARCH_MAX, professionLabels } from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import type { MemberRow } from '@/models/admin/MembersStore';
import { MemberBadges } from './MemberBadges';
import { memberSearchTexts as texts, standingTexts } from './texts';

const SKELETONS = 6;

/** ?page= counts from 1; anything else is the first page. */
const pageOf = (value: string | null): number =>
  value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;

/** /admin/members: operators find a member by name or e-mail (?q=), in name order, paged. */
export const MemberSearchScreen = observer(function MemberSearchScreen() {
  const { members } = useAdminStores();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const offset = (page - 1) * ADMIN_PAGE_DEFAULT;
  const [typed, setTyped] = useState(q);
  const inputId = useId();

  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    void members.search({ q, offset }).catch(() => undefined);
  }, [members, q, offset]);

  const search = members.ops.search;
  const current = members.searched && members.query.q === q && members.query.offset === offset;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {});
  };
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text color="fg.muted">{texts.lead}</Text>
      </Stack>

      <form role="search" onSubmit={submit} aria-label={texts.search}>
        <HStack gap="2" align="stretch" maxW="2xl">
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{texts.search}</label>
          </VisuallyHidden>
          <Input
            id={inputId}
            type="search"
            size="lg"
            bg="page.panel"
            placeholder={texts.placeholder}
            maxLength={ADMIN_SEARCH_MAX}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button
            type="submit"
            size="lg"
            loading={search.isPending}
            loadingText={texts.searchButton}
          >
            <Search aria-hidden="true" />
            {texts.searchButton}
          </Button>
        </HStack>
      </form>

      {search.isFailed ? (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{errorMessage(search.error, 'load')}</Text>
          <Button
            variant="outline"
            onClick={() => void members.search({ q, offset }).catch(() => undefined)}
          >
            {texts.retry}
          </Button>
        </Stack>
      ) : !current ? (
        <ResultSkeletons />
      ) : members.results.length === 0 ? (
        <Stack gap="1" py="10" textAlign="center" align="center">
          <Text fontSize="lg" fontWeight="semibold">
            {texts.empty}
          </Text>
          {q && <Text color="fg.muted">{texts.emptyQuery(q)}</Text>}
        </Stack>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {texts.count(offset + 1, offset + members.results.length, members.total)}
          </Text>
          <Box
            as="ul"
            aria-label={texts.results}
            listStyleType="none"
            bg="page.panel"
            borderWidth="1px"
            borderRadius="lg"
            overflow="hidden"
          >
            {members.results.map((member) => (
              <ResultRow key={member.id} member={member} />
            ))}
          </Box>
          {(page > 1 || offset + members.results.length < members.total) && (
            <HStack as="nav" aria-label={texts.pages} justify="space-between">
              {page > 1 ? (
                <Button asChild variant="outline">
                  <RouterLink to={pageLink(page - 1)}>{texts.previous}</RouterLink>
                </Button>
              ) : (
                <span />
              )}
              {offset + members.results.length < members.total && (
                <Button asChild variant="outline">
                  <RouterLink to={pageLink(page + 1)}>{texts.next}</RouterLink>
                </Button>
              )}
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
});

interface ResultRowProps {
  member: MemberRow;
}

function ResultRow({ member }: ResultRowProps) {
  return (
    <Box
      as="li"
      px={{ base: '4', md: '5' }}
      py="4"
      borderTopWidth={{ base: '1px' }}
      _first={{ borderTopWidth: 0 }}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '3', md: '6' }}
        align={{ md: 'center' }}
      >
        <HStack gap="3" flex="1" minW="0" align="flex-start">
          <MemberAvatar member={member} size={44} />
          <Stack gap="0.5" minW="0">
            <RouterLink to={`/admin/members/${member.id}`}>
              <Text
                as="span"
                fontWeight="semibold"
                color="brand.fg"
                _hover={{ textDecoration: 'underline' }}
              >
                {fullName(member)}
              </Text>
            </RouterLink>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {member.email}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="1" flexBasis={{ md: '14rem' }} flexShrink={0} fontSize="sm">
          <Text>
            {member.profession ? professionLabels[member.profession] : standingTexts.noProfession}
          </Text>
          <Text color="fg.muted">
            {texts.joined} <DateTime value={member.createdAt} dateOnly />
          </Text>
        </Stack>
        <Box flexBasis={{ md: '14rem' }} flexShrink={0}>
          <MemberBadges member={member} />
        </Box>
      </Stack>
    </Box>
  );
}

function ResultSkeletons() {
  return (
    <Box aria-busy="true" bg="page.panel" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <Text srOnly>{texts.loading}</Text>
      {Array.from({ length: SKELETONS }, (_, index) => (
        <HStack key={index} px="5" py="4" gap="3" borderTopWidth={index ? '1px' : 0}>
          <SkeletonCircle size="11" />
          <Stack gap="2" flex="1">
            <Skeleton height="4" width="40%" />
            <Skeleton height="3" width="60%" />
          </Stack>
        </HStack>
      ))}
    </Box>
  );
}
