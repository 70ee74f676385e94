import { Circle, HStack } from '@chakra-ui/react';
import type { ProfileCard } from '@/contract';
import { MemberAvatar } from './MemberAvatar';

/** Spec 9: a team's avatar stack shows at most 4. */
export const AVATAR_STACK_MAX = 4;

export interface AvatarStackProps {
  members: ProfileCard[];
  /** Width and height of each avatar in px. */
  size?: number;
  /** Accessible text for the '+N' bubble, e.g. 'and 3 more'. */
  moreLabel: (count: number) => string;
}

/** Overlapping avatars of the first four members, '+N' for the rest. */
export function AvatarStack({ members, size = 48, moreLabel }: AvatarStackProps) {
  const shown = members.slice(0, AVATAR_STACK_MAX);
  const rest = members.length - shown.length;
  if (members.length === 0) return null;
  return (
    <HStack gap="0">
      {shown.map((member, index) => (
        <Circle
          key={member.id}
          ms={index === 0 ? '0' : `-${Math.round(size / 4)}px`}
          borderWidth="2px"
          borderColor="page.panel"
          bg="page.panel"
        >
          <MemberAvatar member={member} size={size} />
        </Circle>
      ))}
      {rest > 0 && (
        <Circle
          size={`${size + 4}px`}
          ms={`-${Math.round(size / 4)}px`}
          borderWidth="2px"
          borderColor="page.panel"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="sm"
          fontWeight="semibold"
          role="img"
          aria-label={moreLabel(rest)}
        >
          <span aria-hidden="true">+{rest}</span>
        </Circle>
      )}
    </HStack>
  );
}
