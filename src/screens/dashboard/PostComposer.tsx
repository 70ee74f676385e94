import { Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { PostLinkBody } from '@/contract';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { postTexts as texts } from './formTexts';
import { Panel } from './Panel';

/**
 * The composer's anchor: a link to `#add-linkedin-post` (the social wall's fallback) scrolls here
 * and opens the form.
 */
export const POST_FORM_ANCHOR = 'add-linkedin-post';

const loadForms = () => import('./DashboardForms');
const PostLinkForm = lazyChunk(async () => (await loadForms()).PostLinkForm);

/**
 * Spec 2 "Start a post": a Post via Slack link and the 'Add Linkedin Post' form, which toggles
 * open and closes (and so clears) after the attempt, with the spec's toast either way.
 */
export const PostComposer = observer(function PostComposer() {
  const { dashboard, toasts } = useStores();
  const submit = dashboard.ops.submitPost;
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  // The form's code arrives in the background, so opening it rarely waits.
  useEffect(() => {
    void loadForms().catch(() => undefined);
  }, []);

  const anchored = hash === `#${POST_FORM_ANCHOR}`;
  useEffect(() => {
    if (anchored) setOpen(true);
  }, [anchored]);

  const close = useCallback(() => {
    setOpen(false);
    // The anchor has done its work; leaving it would keep a second press from opening the form.
    if (anchored) void navigate({ hash: '' }, { replace: true });
  }, [anchored, navigate]);

  const onSubmit = async (body: PostLinkBody) => {
    if (submit.isPending) return;
    try {
      await dashboard.submitPost(body);
      toasts.show({ text: texts.success, status: 'success' });
    } catch {
      toasts.show({ text: texts.failure, status: 'danger' });
    }
    // The Submit button goes with the form: focus, if it was there, returns to the toggle.
    if (formRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    close();
  };

  return (
    <Panel title={texts.heading}>
      <Stack gap="4" id={POST_FORM_ANCHOR}>
        <Text color="fg.muted">{texts.lead}</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button
            ref={toggleRef}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => (open ? close() : setOpen(true))}
          >
            {texts.toggle}
            <Box
              as="span"
              display="inline-flex"
              transition="transform 0.2s"
              transform={open ? 'rotate(180deg)' : undefined}
              aria-hidden="true"
            >
              <ChevronDown size={16} />
            </Box>
          </Button>
          <SlackPostLink />
        </HStack>
        {open && (
          <Box id={formId} ref={formRef} pt="1">
            <Suspense
              fallback={
                <Box aria-busy="true">
                  <Text srOnly>{texts.loadingForm}</Text>
                  <Skeleton height="10" aria-hidden="true" />
                </Box>
              }
            >
              <PostLinkForm texts={texts} pending={submit.isPending} onSubmit={onSubmit} />
            </Suspense>
          </Box>
        )}
      </Stack>
    </Panel>
  );
});

/** 'Post via Slack': the community's Slack, in a new tab. */
export function SlackPostLink() {
  return (
    <Button asChild variant="outline">
      <Link href={config.slackUrl} target="_blank" rel="noopener noreferrer">
        {texts.slack}
        <Text as="span" srOnly>
          {' '}
          {texts.newTab}
        </Text>
      </Link>
    </Button>
  );
}
