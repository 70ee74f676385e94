import {
  Box,
  Button,
  Center,
  HStack,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useProviderEmbed } from '@/components/embeds/useProviderEmbed';
import { config } from '@/lib/config';
import { wallTexts as texts } from './formTexts';
import { Panel } from './Panel';
import { POST_FORM_ANCHOR, SlackPostLink } from './PostComposer';

const loadWall = async () => (await import('./WallsioEmbed')).WallsioEmbed;

const WALL_HEIGHT = { base: '560px', md: '720px' };

export interface SocialWallProps {
  /** Overrides `config.socialWallUrl` (stories point it at a stand-in wall). */
  url?: string;
  /** Overrides how long the provider has to come up (stories of a provider that never answers). */
  timeoutMs?: number;
}

/**
 * Spec 2 "Dashboard", centre: the embedded social wall (Walls.io, ./WallsioEmbed.tsx). Its code
 * and page load only when a wall is configured and the card comes near the screen; without
 * configuration, offline, or when the wall does not come up in time, a fallback keeps the next
 * step: post via Slack or add a Linkedin post.
 */
export const SocialWall = observer(function SocialWall({
  url = config.socialWallUrl,
  timeoutMs,
}: SocialWallProps) {
  const { ref, near } = useNearScreen<HTMLDivElement>();

  return (
    <Panel title={texts.heading}>
      <Box ref={ref}>
        {url === '' ? (
          <WallFallback />
        ) : near ? (
          <WallEmbed url={url} timeoutMs={timeoutMs} />
        ) : (
          <WallFrame loading />
        )}
      </Box>
    </Panel>
  );
});

function WallEmbed({ url, timeoutMs }: { url: string; timeoutMs?: number }) {
  const { status, Embed, ready } = useProviderEmbed(loadWall, { configured: true, timeoutMs });
  if (status === 'unavailable') return <WallFallback />;
  return (
    <WallFrame loading={status === 'loading'}>
      {Embed && <Embed url={url} title={texts.embedTitle} onReady={ready} />}
    </WallFrame>
  );
}

function WallFrame({ loading, children }: { loading: boolean; children?: ReactNode }) {
  return (
    <Box
      position="relative"
      h={WALL_HEIGHT}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="page.panel"
    >
      {children}
      {loading && (
        // Covers the frame until its page has loaded.
        <Center position="absolute" inset="0" bg="page.panel" role="status">
          <Spinner size="lg" color="brand.fg" borderWidth="3px" />
          <VisuallyHidden>{texts.loading}</VisuallyHidden>
        </Center>
      )}
    </Box>
  );
}

/** The same next step as the wall's: share news through Slack or the post form above. */
function WallFallback() {
  return (
    <Stack gap="4" align="flex-start">
      <Text role="status">{texts.fallback}</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild>
          <RouterLink to={{ hash: POST_FORM_ANCHOR }}>{texts.addPost}</RouterLink>
        </Button>
        <SlackPostLink />
      </HStack>
    </Stack>
  );
}

/** True once the element is within a screen's height of the viewport (then stays true). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
