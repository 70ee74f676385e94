import { observer } from 'mobx-react-lite';
import { useAuthTransition } from '@/components/routing/AuthTransition';
import { isOperator } from '@/contract/roles';
import { config } from '@/lib/config';
import { imageUrl } from '@/lib/uploads';
import { useStores } from '@/models/StoresProvider';
import type { NavUser } from './navItems';
import { TopNav } from './TopNav';

/** The top navigation wired to the session: the member's menu, and Log Out back to the home page. */
export const SiteNavigation = observer(function SiteNavigation() {
  const { session, me } = useStores();
  const { run } = useAuthTransition();
  const user = session.isLoggedIn ? me.user : undefined;
  const navUser: NavUser | undefined = user && {
    id: user.id,
    fullName: user.fullName,
    // The smallest size: the menu's avatar is 32 px, 96 covers a 3x screen.
    avatarUrl: imageUrl('avatars', user.avatar, 96),
    published: Boolean(user.published),
    operator: isOperator(user.role),
  };

  const logout = () =>
    run(async () => {
      await session.logout();
      return '/';
    });

  return <TopNav user={navUser} contentUrl={config.contentUrl} onLogout={() => void logout()} />;
});
