import { Box, Button, Container, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/brand/Logo';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { useEarlyInput } from '@/lib/earlyInput';
import { AvatarPlaceholder } from './AvatarPlaceholder';
import { ExternalNavLink, NavLink } from './NavLink';
import { memberLinks, navTexts, type NavUser } from './navItems';

export interface TopNavProps {
  /** The signed-in member; undefined when signed out. */
  user?: NavUser;
  /** The external Content site (signed in only). */
  contentUrl: string;
  onLogout: () => void;
  /** Opens the mobile panel on first render (stories of the open state). */
  defaultMobileOpen?: boolean;
  /** Opens the avatar menu on first render (stories of the open state). */
  defaultMenuOpen?: boolean;
}

const MOBILE_PANEL_ID = 'mobile-navigation';

// The menu primitive and its positioning engine are only needed once a member is signed in,
// so they stay out of the landing page's bundle.
const AvatarMenu = lazyChunk(async () => (await import('./AvatarMenu')).AvatarMenu);
// The bell too: it reads the store and polls, members only (its panel is a chunk of its own).
const NotificationBell = lazyChunk(
  async () => (await import('./NotificationBell')).NotificationBell,
);

/**
 * The top navigation of spec 2. From md up the links sit in the bar; below it (the spec's
 * 40em mobile breakpoint) a toggle shows them in a panel that closes on any route change.
 */
export function TopNav({
  user,
  contentUrl,
  onLogout,
  defaultMobileOpen = false,
  defaultMenuOpen = false,
}: TopNavProps) {
  const location = useLocation();
  // The panel remembers the location it was opened at, so any navigation closes it
  // without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(defaultMobileOpen ? location.key : null);
  const mobileOpen = openedAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A tap on the prerendered toggle before the page was hydrated opens the panel once it is.
  useEarlyInput(toggleRef);

  return (
    <Box
      as="header"
      bg="page.panel"
      borderBottomWidth="1px"
      borderColor="border"
      position="relative"
      zIndex="sticky"
    >
      <Container
        as="nav"
        aria-label={navTexts.navLabel}
        maxW="6xl"
        display="flex"
        h="16"
        alignItems="center"
        gap="4"
      >
        <Logo to={user ? '/dashboard' : '/'} />
        <HStack gap="1" ms="auto" hideBelow="md">
          {user ? (
            <>
              <NavLink to="/community">{navTexts.community}</NavLink>
              <ExternalNavLink href={contentUrl}>{navTexts.content}</ExternalNavLink>
            </>
          ) : (
            <>
              <NavLink to="/community">{navTexts.communitySearch}</NavLink>
              <NavLink to="/login">{navTexts.logIn}</NavLink>
              <Button asChild ms="2">
                <RouterLink to="/signup">{navTexts.signUp}</RouterLink>
              </Button>
            </>
          )}
        </HStack>
        {user && (
          <>
            {/* One bell at every width: on mobile it sits beside the menu toggle. */}
            <Box ms={{ base: 'auto', md: '1' }}>
              <Suspense fallback={<Box boxSize="10" aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
            </Box>
            <Box ms="1" hideBelow="md">
              <Suspense fallback={<AvatarPlaceholder name={user.fullName} />}>
                <AvatarMenu user={user} onLogout={onLogout} defaultOpen={defaultMenuOpen} />
              </Suspense>
            </Box>
          </>
        )}
        <IconButton
          ref={toggleRef}
          hideFrom="md"
          ms={user ? '1' : 'auto'}
          variant="ghost"
          aria-label={mobileOpen ? navTexts.closeMenu : navTexts.openMenu}
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_PANEL_ID}
          onClick={() => setOpenedAt(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        </IconButton>
      </Container>
      {mobileOpen && (
        <Box
          id={MOBILE_PANEL_ID}
          hideFrom="md"
          borderTopWidth="1px"
          borderColor="border"
          bg="page.panel"
          px="4"
          py="3"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpenedAt(null);
            // The focused link disappears with the panel; keep the keyboard user at the toggle.
            toggleRef.current?.focus();
          }}
        >
          <Stack as="ul" gap="1" listStyleType="none">
            {user ? (
              <>
                <li>
                  <NavLink to="/community" block>
                    {navTexts.community}
                  </NavLink>
                </li>
                <li>
                  <ExternalNavLink href={contentUrl} block>
                    {navTexts.content}
                  </ExternalNavLink>
                </li>
                {memberLinks(user).map((link) => (
                  <li key={link.key}>
                    <NavLink to={link.to} block>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <Button variant="outline" w="full" mt="2" onClick={onLogout}>
                    {navTexts.logOut}
                  </Button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/community" block>
                    {navTexts.communitySearch}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/login" block>
                    {navTexts.logIn}
                  </NavLink>
                </li>
                <li>
                  <Button asChild w="full" mt="2">
                    <RouterLink to="/signup">{navTexts.signUp}</RouterLink>
                  </Button>
                </li>
              </>
            )}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
