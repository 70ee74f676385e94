import { chakra } from '@chakra-ui/react';
import type { SocialLink } from '@/lib/config';

export interface SocialIconProps {
  network: SocialLink['network'];
}

// The icon set has no brand marks, so the three networks are drawn here, simplified.
const paths: Record<SocialLink['network'], string> = {
  LinkedIn:
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v8h2.6v-8H6.5Zm1.3-4.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM11 10v8h2.6v-4.3c0-1.2.6-1.8 1.5-1.8s1.3.6 1.3 1.8V18H19v-4.9c0-2.4-1.3-3.3-2.9-3.3-1.2 0-2 .6-2.5 1.3V10H11Z',
  X: 'M4 3h4.6l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.6l-4.4-6.1L6.6 21H4l6.8-7.8L4 3Zm3.1 1.6 9.9 14.8h1.4L8.6 4.6H7.1Z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
};

export function SocialIcon({ network }: SocialIconProps) {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" fill="currentColor">
      <chakra.path d={paths[network]} fillRule="evenodd" />
    </chakra.svg>
  );
}
