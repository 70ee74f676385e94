import { chakra } from '@chakra-ui/react';

export interface SocialWallEmbedProps {
  /** The wall's URL (config.socialWallUrl). */
  url: string;
  title: string;
  /** The wall's page has loaded. */
  onReady: () => void;
}

const WALLS_IO_HOST = /(^|\.)walls\.io$/;

/**
 * Walls.io's embed parameters (its "iframe" embed code): the page's own background and header
 * off, so the wall sits in the dashboard's card. Other URLs are framed as given.
 */
export function wallsioEmbedUrl(url: string): string {
  const embed = new URL(url);
  if (!WALLS_IO_HOST.test(embed.hostname)) return embed.href;
  if (!embed.searchParams.has('nobackground')) embed.searchParams.set('nobackground', '1');
  if (!embed.searchParams.has('show_header')) embed.searchParams.set('show_header', '0');
  return embed.href;
}

/**
 * The social wall's provider adapter: Walls.io, embedded as its plain iframe (its script embed
 * would need a CSP exception for walls.io's scripts). Loaded in its own chunk, and only when a
 * wall is configured (./SocialWall.tsx). Walls.io sends no "ready" message, so the frame's load
 * event says the wall is up; a host that never answers runs into SocialWall's timeout.
 */
export function WallsioEmbed({ url, title, onReady }: SocialWallEmbedProps) {
  return (
    <chakra.iframe
      src={wallsioEmbedUrl(url)}
      title={title}
      onLoad={onReady}
      allowFullScreen
      // The wall runs its own scripts and opens posts in new tabs; nothing else.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      display="block"
      width="100%"
      height="100%"
      border="0"
    />
  );
}
