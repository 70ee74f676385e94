import { Box, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { BadgeCheck, ClipboardCheck, Flag, Newspaper, ScrollText, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { adminTexts as texts } from './texts';

/** What waits in each queue (null or missing: no count shown). */
export interface AdminNavigationCounts {
  reviews?: number | null;
  posts?: number | null;
  reports?: number | null;
}

export interface AdminNavigationProps {
  counts?: AdminNavigationCounts | null;
}

interface Item {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  count?: keyof AdminNavigationCounts;
}

const ITEMS: readonly Item[] = [
  { to: '/admin/reviews', label: texts.reviews, icon: ClipboardCheck, count: 'reviews' },
  { to: '/admin/members', label: texts.members, icon: Users },
  { to: '/admin/posts', label: texts.posts, icon: Newspaper, count: 'posts' },
  { to: '/admin/reports', label: texts.reports, icon: Flag, count: 'reports' },
  { to: '/admin/licences', label: texts.licences, icon: BadgeCheck },
  { to: '/admin/audit', label: texts.audit, icon: ScrollText },
];

/**
 * The operator screens' own navigation (Discourse's admin sidebar): a column beside the page
 * from the md breakpoint (40em) up, a wrapping row of links above it on mobile. Queues show
 * how much waits in them.
 */
export function AdminNavigation({ counts }: AdminNavigationProps) {
  return (
    <Box
      as="nav"
      aria-label={texts.navLabel}
      flexShrink={0}
      w={{ base: 'full', md: '56' }}
      bg={{ base: 'page.panel', md: 'transparent' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderColor="border"
      px={{ base: '3', md: '0' }}
      py={{ base: '2', md: '0' }}
    >
      <Text
        display={{ base: 'none', md: 'block' }}
        px="3"
        pb="2"
        fontSize="xs"
        fontWeight="bold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="fg.muted"
        aria-hidden="true"
      >
        {texts.navHeading}
      </Text>
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        wrap={{ base: 'wrap', md: 'nowrap' }}
        gap="1"
      >
        {ITEMS.map((item) => {
          const count = item.count ? counts?.[item.count] : undefined;
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="2.5"
                px="3"
                py="2"
                borderRadius="md"
                color="fg"
                fontWeight="medium"
                textDecoration="none"
                _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
                _currentPage={{ bg: 'brand.muted', color: 'brand.fg' }}
              >
                <RouterNavLink to={item.to}>
                  <Box as="span" display={{ base: 'none', md: 'inline-flex' }}>
                    <Icon size={18} aria-hidden="true" />
                  </Box>
                  <span>{item.label}</span>
                  {typeof count === 'number' && count > 0 && (
                    <Box
                      as="span"
                      ms={{ base: '0', md: 'auto' }}
                      minW="6"
                      px="1.5"
                      borderRadius="full"
                      bg="brand.solid"
                      color="brand.contrast"
                      fontSize="xs"
                      fontWeight="bold"
                      lineHeight="1.5rem"
                      textAlign="center"
                    >
                      {count}
                      <VisuallyHidden> {texts.waiting}</VisuallyHidden>
                    </Box>
                  )}
                </RouterNavLink>
              </Link>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}
