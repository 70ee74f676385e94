import { Circle } from '@chakra-ui/react';
import { initialsOf } from './navItems';

export interface AvatarPlaceholderProps {
  name: string;
}

/** Holds the avatar menu's place (same size and initials) while its code loads. */
export function AvatarPlaceholder({ name }: AvatarPlaceholderProps) {
  const initials = initialsOf(name);
  return (
    <Circle size="10" aria-hidden="true">
      <Circle size="8" bg="brand.muted" color="brand.fg" fontSize="sm" fontWeight="semibold">
        {initials}
      </Circle>
    </Circle>
  );
}
