import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { errorMessage } from '@/api/errors';
import { provenanceLine } from '@/components/member/testimonialProvenance';
import type { Testimonial } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { requestTexts as texts } from './requestTexts';

const SKELETONS = 3;

// An action's name alone ('Publish') says too little in a list: it is described by the writer.
const nameId = (id: number) => `testimonial-${id}-name`;

// createdAt is an instant; the day is the UTC one so every reader (and snapshot) sees the same.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The member's requests as the store keeps them: newest first (spec 9). */
export const TestimonialRequestList = observer(function TestimonialRequestList() {
  const { testimonials } = useStores();
  const { load } = testimonials.ops;

  if (!testimonials.loaded) {
    if (load.isFailed) {
      return (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{errorMessage(load.error, 'load')}</Text>
          <Button variant="outline" onClick={() => void testimonials.load().catch(() => undefined)}>
            {texts.retry}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="3" aria-busy="true">
        <Text srOnly>{texts.loading}</Text>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} height="24" borderRadius="lg" />
        ))}
      </Stack>
    );
  }

  if (testimonials.list.length === 0) return <Text color="fg.muted">{texts.empty}</Text>;

  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {testimonials.list.map((testimonial) => (
        <RequestItem key={testimonial.id} testimonial={testimonial} />
      ))}
    </Stack>
  );
});

interface RequestItemProps {
  testimonial: Testimonial;
}

/** One request: the writer, its status as subtitle, what they wrote, and its one action. */
const RequestItem = observer(function RequestItem({ testimonial }: RequestItemProps) {
  const { id, name, status, content, position, company, createdAt, provenance } = testimonial;
  const written = status !== 'pending' && content !== null;
  return (
    <Box
      as="li"
      display="grid"
      // On a phone the action comes last, under what was written; beside the name above that.
      gridTemplateAreas={
        written
          ? { base: '"head" "words" "action"', sm: '"head action" "words words"' }
          : { base: '"head" "action"', sm: '"head action"' }
      }
      gridTemplateColumns={{ base: '1fr', sm: '1fr auto' }}
      columnGap="4"
      rowGap="3"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="page.panel"
    >
      <Stack gridArea="head" gap="0.5" minW="0">
        <Heading as="h3" id={nameId(id)} fontSize="md" overflowWrap="anywhere">
          {name}
        </Heading>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color={status === 'published' ? 'green.fg' : 'fg.muted'}
        >
          {texts.status[status]}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {texts.requested(dateFormat.format(new Date(createdAt)))}
        </Text>
      </Stack>
      {written && (
        <Box gridArea="words" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
          <Box as="figure">
            <Text as="blockquote" whiteSpace="pre-line" overflowWrap="anywhere">
              {content}
            </Text>
            <Text as="figcaption" mt="1" fontSize="sm" color="fg.muted">
              {texts.byline(position, company)}
            </Text>
          </Box>
          {/* What the writer disclosed, as the profile shows it once published. */}
          {provenance && (
            <Text mt="1" overflowWrap="anywhere">
              {provenanceLine(provenance)}
            </Text>
          )}
        </Box>
      )}
      <Box gridArea="action" display="flex" flexDirection="column">
        <RequestAction testimonial={testimonial} />
      </Box>
    </Box>
  );
});

/** Spec 4: pending → Send again; published → Unpublish; unpublished → Publish. */
const RequestAction = observer(function RequestAction({ testimonial }: RequestItemProps) {
  const { testimonials, toasts } = useStores();
  const { id, status } = testimonial;

  if (status === 'pending') {
    const resend = async () => {
      try {
        await testimonials.resend(id);
        toasts.show({ text: texts.sent, status: 'success' });
      } catch (error) {
        // Spec 8 words a resend refused inside the seven days; any other refusal (the writer
        // asked for no more e-mail) reads as its own reason (errorMessage).
        toasts.show({ text: errorMessage(error, 'testimonialResend'), status: 'danger' });
      }
    };
    return (
      <ActionButton
        label={texts.sendAgain}
        describedBy={nameId(id)}
        pending={testimonials.ops.resend.get(id).isPending}
        onClick={resend}
      />
    );
  }

  const next = status === 'published' ? 'unpublished' : 'published';
  const change = async () => {
    try {
      await testimonials.setStatus(id, next);
    } catch (error) {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    }
  };
  return (
    <ActionButton
      label={status === 'published' ? texts.unpublish : texts.publish}
      describedBy={nameId(id)}
      pending={testimonials.ops.setStatus.get(id).isPending}
      onClick={change}
      primary={next === 'published'}
    />
  );
});

interface ActionButtonProps {
  label: string;
  describedBy: string;
  pending: boolean;
  onClick: () => Promise<void>;
  primary?: boolean;
}

function ActionButton({ label, describedBy, pending, onClick, primary }: ActionButtonProps) {
  return (
    <Button
      size="sm"
      flexShrink={0}
      variant={primary ? 'solid' : 'outline'}
      aria-describedby={describedBy}
      loading={pending}
      // The spinner beside the name: without a loading text the name would be hidden.
      loadingText={label}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}
