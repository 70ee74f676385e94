import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage, serverMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionDialog, type DecisionInput } from '@/components/admin/DecisionDialog';
import { QueueEmpty, QueueFailure, QueueMore, QueueSkeleton } from '@/components/admin/QueueStates';
import { QueueTabs } from '@/components/admin/QueueTabs';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  POST_REJECT_REASONS,
  POST_STATES,
  postRejectReasonLabels,
  postStateLabels,
  type PostItem,
  type PostRejectReason,
  type PostState,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { postQueueTexts as texts } from './texts';

const REASONS = POST_REJECT_REASONS.map((value) => ({
  value,
  label: postRejectReasonLabels[value],
}));

const stateOf = (value: string | null): PostState =>
  (POST_STATES as readonly string[]).includes(value ?? '') ? (value as PostState) : 'pending';

/** /admin/posts: the posted links, one state at a time, oldest first (?state=). */
export const PostQueueScreen = observer(function PostQueueScreen() {
  const admin = useAdminStores();
  const { posts } = admin;
  const { toasts } = useStores();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const [rejecting, setRejecting] = useState<PostItem>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    void posts.load(state).catch(() => undefined);
  }, [posts, state]);

  const reload = () => void posts.load(state).catch(() => undefined);
  const decided = (text: string) => {
    toasts.show({ text, status: 'success' });
    void admin.loadWaiting().catch(() => undefined);
  };

  const approve = async (post: PostItem) => {
    try {
      await posts.approve(post.id);
      decided(texts.approved);
    } catch (error) {
      toasts.show({ text: serverMessage(error), status: 'danger' });
      void admin.loadWaiting().catch(() => undefined);
    }
  };
  const reject = async (post: PostItem, input: DecisionInput<PostRejectReason>) => {
    if (!input.reason) return;
    setRefusal(undefined);
    try {
      await posts.reject(post.id, { reason: input.reason, note: input.note });
      setRejecting(undefined);
      decided(texts.rejected);
    } catch (error) {
      setRefusal(serverMessage(error));
    }
  };

  const current = posts.loaded && posts.state === state && !posts.ops.load.isPending;

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text color="fg.muted">{texts.lead}</Text>
      </Stack>
      <QueueTabs
        label={texts.tabs}
        states={POST_STATES}
        labels={postStateLabels}
        value={state}
        onChange={(next) => setParams(next === 'pending' ? {} : { state: next })}
      >
        {posts.ops.load.isFailed ? (
          <QueueFailure
            message={errorMessage(posts.ops.load.error, 'load')}
            retryLabel={texts.retry}
            onRetry={reload}
          />
        ) : !current ? (
          <QueueSkeleton label={texts.loading} />
        ) : posts.items.length === 0 ? (
          <QueueEmpty
            title={texts.empty[state]}
            hint={state === 'pending' ? texts.emptyHint : undefined}
          />
        ) : (
          <Stack gap="4">
            <Stack
              as="ul"
              aria-label={texts.list(postStateLabels[state])}
              listStyleType="none"
              gap="3"
            >
              {posts.items.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  busy={posts.isDeciding(post.id)}
                  approving={posts.ops.approve.get(post.id).isPending}
                  rejecting={posts.ops.reject.get(post.id).isPending}
                  onApprove={() => void approve(post)}
                  onReject={() => {
                    setRefusal(undefined);
                    setRejecting(post);
                  }}
                />
              ))}
            </Stack>
            <QueueMore
              count={texts.count(posts.items.length, posts.total)}
              hasMore={posts.hasMore}
              label={texts.more}
              pending={posts.ops.more.isPending}
              onMore={() => void posts.loadMore().catch(() => undefined)}
            />
          </Stack>
        )}
      </QueueTabs>

      <DecisionDialog<PostRejectReason>
        open={rejecting !== undefined}
        title={texts.rejectTitle}
        description={rejecting && <RejectSummary post={rejecting} />}
        reasons={REASONS}
        confirmLabel={texts.reject}
        pending={rejecting !== undefined && posts.ops.reject.get(rejecting.id).isPending}
        error={refusal}
        onConfirm={(input) => rejecting && void reject(rejecting, input)}
        onClose={() => setRejecting(undefined)}
      />
    </Stack>
  );
});

function RejectSummary({ post }: { post: PostItem }) {
  return (
    <Stack gap="2">
      <Text>{texts.rejectBody(fullName(post.member))}</Text>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {post.link}
      </Text>
    </Stack>
  );
}

/** The host and path of a link, as the item shows it (the whole URL is its target). */
const hostOf = (link: string): string => {
  try {
    return new URL(link).host.replace(/^www\./, '');
  } catch {
    return link;
  }
};

interface PostRowProps {
  post: PostItem;
  busy: boolean;
  approving: boolean;
  rejecting: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function PostRow({ post, busy, approving, rejecting, onApprove, onReject }: PostRowProps) {
  const name = fullName(post.member);
  const decider = post.decidedBy?.name ?? texts.someone;
  return (
    <Box
      as="li"
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
        <Stack gap="2" minW="0" flex="1">
          <Stack gap="0.5" minW="0">
            <Text
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {hostOf(post.link)}
            </Text>
            <Link
              href={post.link}
              target="_blank"
              rel="noopener noreferrer"
              display="inline"
              color="brand.fg"
              fontWeight="semibold"
              wordBreak="break-all"
            >
              {post.link}{' '}
              <ExternalLink
                size="0.9em"
                aria-hidden="true"
                style={{ display: 'inline', verticalAlign: '-0.1em' }}
              />
              <Text as="span" srOnly>
                {texts.opensInNewTab}
              </Text>
            </Link>
          </Stack>
          <HStack gap="2" fontSize="sm" color="fg.muted" align="center">
            <MemberAvatar member={post.member} size={24} />
            <Text flex="1" minW="0">
              {texts.postedBy}{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={`/admin/members/${post.member.id}`}>{name}</RouterLink>
              </Link>{' '}
              · <DateTime value={post.createdAt} />
            </Text>
          </HStack>
          {post.state !== 'pending' && post.decidedAt && (
            <Stack gap="1" fontSize="sm">
              <HStack gap="2" wrap="wrap">
                <StatusBadge status={post.state}>{postStateLabels[post.state]}</StatusBadge>
                <Text color="fg.muted">
                  <span>
                    {post.state === 'approved'
                      ? texts.approvedBy(decider)
                      : texts.rejectedBy(decider)}
                  </span>{' '}
                  · <DateTime value={post.decidedAt} />
                </Text>
              </HStack>
              {post.reason && <Text>{postRejectReasonLabels[post.reason]}</Text>}
              {post.note && <Text color="fg.muted">“{post.note}”</Text>}
            </Stack>
          )}
        </Stack>
        {post.state === 'pending' && (
          <HStack gap="2" align="flex-start" flexShrink={0}>
            <Button
              aria-label={texts.approveLabel(name)}
              loading={approving}
              loadingText={texts.approve}
              disabled={busy}
              onClick={onApprove}
            >
              {texts.approve}
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              aria-label={texts.rejectLabel(name)}
              loading={rejecting}
              loadingText={texts.reject}
              disabled={busy}
              onClick={onReject}
            >
              {texts.reject}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
