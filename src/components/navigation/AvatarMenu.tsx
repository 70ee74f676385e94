import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { initialsOf, memberLinks, navTexts, type NavUser } from './navItems';

export interface AvatarMenuProps {
  user: NavUser;
  onLogout: () => void;
  /** Opens the menu on first render (stories of the open state). */
  defaultOpen?: boolean;
}

/**
 * The signed-in member's menu: Profile (when published), Team, Watch List, Settings, Log Out.
 * The menu primitive gives arrow-key navigation, Escape to close and focus return.
 */
export function AvatarMenu({ user, onLogout, defaultOpen = false }: AvatarMenuProps) {
  // A photo that failed to load leaves the initials in its place; another URL gets its chance.
  const [failedUrl, setFailedUrl] = useState<string>();
  const photo = user.avatarUrl !== failedUrl ? user.avatarUrl : undefined;
  // The initials are the button's only visible text when there is no photo, so its name starts
  // with them (WCAG 2.5.3 "Label in Name"; axe's label-content-name-mismatch). While the photo
  // loads the avatar shows nothing, so the name never claims text that is not there.
  const initials = photo ? undefined : initialsOf(user.fullName);
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          px="1"
          borderRadius="full"
          aria-label={navTexts.accountMenu(user.fullName, initials)}
        >
          <Avatar.Root
            size="sm"
            colorPalette="brand"
            onStatusChange={({ status }) => {
              if (status === 'error' && photo) setFailedUrl(photo);
            }}
          >
            <Avatar.Fallback>{initials ?? <span />}</Avatar.Fallback>
            {photo && <Avatar.Image src={photo} alt="" />}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              {/* Names the group (and the member) for everyone, screen readers included. */}
              <Menu.ItemGroupLabel color="fg" fontWeight="semibold">
                {user.fullName}
              </Menu.ItemGroupLabel>
              {memberLinks(user).map((link) => (
                <Menu.Item key={link.key} value={link.key} asChild>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">
              <LogOut size={16} aria-hidden="true" />
              {navTexts.logOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
