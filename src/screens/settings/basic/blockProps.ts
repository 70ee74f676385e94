import type { User } from '@/contract';

/** Every block of /settings/basic reads the member as the server last answered. */
export interface BasicBlockProps {
  user: User;
}
