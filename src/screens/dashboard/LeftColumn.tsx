import { Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Cpu, Eye, Mail, Megaphone, MessagesSquare, Users } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MemberCard } from '@/components/member/MemberCard';
import { TeamWidget } from '@/components/member/TeamWidget';
import { WatchListWidget } from '@/components/member/WatchListWidget';
import { toProfileCard, VIRTUAL_ASSISTANT_BEST_RATE } from '@/contract';
import { config } from '@/lib/config';
import type { UserInstance } from '@/models/UserModel';
import { InvitePeerForm } from './InvitePeerForm';
import { mailto, OutLink, Panel, PanelLink } from './Panel';
import { dashboardTexts as texts } from './texts';

const ICON = 18;

function LinkRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" color="brand.fg">
      {icon}
      {children}
    </HStack>
  );
}

/** My Watchlist, My Team, the two help pages, Slack tips and the concierge (spec 2). */
function MemberLinks({ userId }: { userId: number }) {
  const internal = (to: string, label: string) => (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  );
  const icon = (Icon: typeof Eye) => <Icon size={ICON} aria-hidden="true" />;
  return (
    <Card.Root as="nav" aria-label={texts.links.label} bg="page.panel">
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="3">
          <LinkRow icon={icon(Eye)}>{internal('/watch-list', texts.links.watchList)}</LinkRow>
          <LinkRow icon={icon(Users)}>{internal(`/team/${userId}`, texts.links.team)}</LinkRow>
          <LinkRow icon={icon(Megaphone)}>
            {internal('/marketing-help', texts.links.marketing)}
          </LinkRow>
          <LinkRow icon={icon(Cpu)}>{internal('/technology-help', texts.links.technology)}</LinkRow>
          <LinkRow icon={icon(MessagesSquare)}>
            <OutLink href={config.slackTipsUrl} display="inline-flex" alignItems="center" gap="1">
              {texts.links.slackTips}
            </OutLink>
          </LinkRow>
          <LinkRow icon={icon(Mail)}>
            <OutLink href={mailto(config.contactEmail)} newTab={false}>
              {texts.links.concierge}
            </OutLink>
          </LinkRow>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export interface LeftColumnProps {
  user: UserInstance;
}

/**
 * The dashboard's left column (spec 2): the efficiency roadmap, my profile card, my links,
 * Invite a peer, the Virtual Assistant, and my team and watch-list widgets.
 */
export const LeftColumn = observer(function LeftColumn({ user }: LeftColumnProps) {
  return (
    <Stack gap="5">
      <Panel title={texts.roadmap.title}>
        <Text color="fg.muted">{texts.roadmap.body}</Text>
        <PanelLink to="/efficiency-roadmap">{texts.roadmap.action}</PanelLink>
      </Panel>
      <Box as="section" aria-label={texts.profile.title}>
        <MemberCard
          // The member's own card always leads somewhere, so it is never "no longer listed": an
          // unpublished profile is not shown at /profile/{id} (spec 2), so it leads to settings.
          member={{ ...toProfileCard(user), listed: true }}
          to={user.published ? `/profile/${user.id}` : '/settings'}
          actions={
            user.published && (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/settings">{texts.profile.edit}</RouterLink>
              </Button>
            )
          }
        />
      </Box>
      <MemberLinks userId={user.id} />
      <InvitePeerForm />
      <Panel title={texts.assistant.title}>
        <Text fontSize="2xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          {texts.assistant.price(VIRTUAL_ASSISTANT_BEST_RATE)}
        </Text>
        <Text color="fg.muted">{texts.assistant.body}</Text>
        <PanelLink to="/virtual-assistant" outline>
          {texts.assistant.action}
        </PanelLink>
      </Panel>
      <TeamWidget />
      <WatchListWidget />
    </Stack>
  );
});
