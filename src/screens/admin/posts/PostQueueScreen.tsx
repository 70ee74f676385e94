import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionDialog, type DecisionInput } from '@/components/admin/DecisionDialog';
import { DecisionButtons, QueueItem } from '@/components/admin/QueueItem';
import { QueueList } from '@/components/admin/QueueList';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  POST_STATES,
  postReasonLabels,
  postReasonsFor,
  postStateLabels,
  type PostApproveReason,
  type PostDecision,
  type PostItem,
  type PostReason,
  type PostRejectReason,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { postQueueTexts as texts } from './texts';

/** Each decision's reason codes, as its dialog offers them. */
const reasonsOf = (action: PostDecision) =>
  postReasonsFor(action).map((value) => ({ value, label: postReasonLabels[value] }));

interface Deciding {
  post: PostItem;
  action: PostDecision;
}

/** /admin/posts: the posted links, one state at a time, oldest first (?state=). */
export const PostQueueScreen = observer(function PostQueueScreen() {
  const admin = useAdminStores();
  const { posts } = admin;
  const { toasts } = useStores();
  const [deciding, setDeciding] = useState<Deciding>();
  const [refusal, setRefusal] = useState<string>();

  const decided = (text: string) => {
    toasts.show({ text, status: 'success' });
    void admin.loadWaiting().catch(() => undefined);
  };

  // Either decision names a reason from its own list (issue 38), in the same dialog.
  const decide = async ({ post, action }: Deciding, input: DecisionInput<PostReason>) => {
    if (!input.reason) return;
    setRefusal(undefined);
    try {
      if (action === 'approve') {
        await posts.approve(post.id, {
          reason: input.reason as PostApproveReason,
          note: input.note,
        });
      } else {
        await posts.reject(post.id, { reason: input.reason as PostRejectReason, note: input.note });
      }
      setDeciding(undefined);
      decided(action === 'approve' ? texts.approved : texts.rejected);
    } catch (error) {
      setRefusal(serverMessage(error));
      void admin.loadWaiting().catch(() => undefined);
    }
  };
  const open = (post: PostItem, action: PostDecision) => {
    setRefusal(undefined);
    setDeciding({ post, action });
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
        store={posts}
        states={POST_STATES}
        labels={postStateLabels}
        texts={texts}
        emptyHints={{ pending: texts.emptyHint }}
      >
        {(post) => (
          <PostRow
            key={post.id}
            post={post}
            busy={posts.isDeciding(post.id)}
            approving={posts.ops.approve.get(post.id).isPending}
            rejecting={posts.ops.reject.get(post.id).isPending}
            onApprove={() => open(post, 'approve')}
            onReject={() => open(post, 'reject')}
          />
        )}
      </QueueList>

      <DecisionDialog<PostReason>
        open={deciding !== undefined}
        title={deciding?.action === 'approve' ? texts.approveTitle : texts.rejectTitle}
        description={deciding && <DecisionSummary {...deciding} />}
        reasons={reasonsOf(deciding?.action ?? 'reject')}
        confirmLabel={deciding?.action === 'approve' ? texts.approve : texts.reject}
        tone={deciding?.action === 'approve' ? 'neutral' : 'danger'}
        pending={
          deciding !== undefined && posts.ops[deciding.action].get(deciding.post.id).isPending
        }
        error={refusal}
        onConfirm={(input) => deciding && void decide(deciding, input)}
        onClose={() => setDeciding(undefined)}
      />
    </Stack>
  );
});

function DecisionSummary({ post, action }: Deciding) {
  const name = fullName(post.member);
  return (
    <Stack gap="2">
      <Text>{action === 'approve' ? texts.approveBody(name) : texts.rejectBody(name)}</Text>
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
    <QueueItem>
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
            {post.reason && <Text>{postReasonLabels[post.reason]}</Text>}
            {post.note && <Text color="fg.muted">“{post.note}”</Text>}
          </Stack>
        )}
      </Stack>
      {post.state === 'pending' && (
        <DecisionButtons
          align="flex-start"
          flexShrink={0}
          busy={busy}
          decisions={[
            {
              text: texts.approve,
              label: texts.approveLabel(name),
              pending: approving,
              onDecide: onApprove,
            },
            {
              text: texts.reject,
              label: texts.rejectLabel(name),
              pending: rejecting,
              onDecide: onReject,
              danger: true,
            },
          ]}
        />
      )}
    </QueueItem>
  );
}
