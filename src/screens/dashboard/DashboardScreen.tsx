import { Box, Button, Container, Grid, Stack } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DASHBOARD_STICKY_OFFSET_PX } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { LeftColumn } from './LeftColumn';
import { MembershipSteps } from './MembershipSteps';
import { PostComposer } from './PostComposer';
import { RightColumn } from './RightColumn';
import { SocialWall } from './SocialWall';
import { dashboardTexts as texts } from './texts';

const MORE_ID = 'dashboard-more';

export interface DashboardScreenProps {
  /** How far below the viewport's top the right column sticks on desktop (spec 9: 20 px). */
  stickyOffset?: number;
}

/**
 * /dashboard (spec 2 "Dashboard"): the top bar with the membership steps, then three columns.
 *
 * Desktop (lg): left | centre | right, the right column sticky. From the spec's mobile
 * breakpoint (40em) to lg the side columns share the first track. Below 40em the side
 * columns are one block behind a Show more / Hide button, above the centre (the social wall
 * scrolls on and on, so nothing is put after it).
 *
 * Renders nothing without a user (spec 2).
 */
export const DashboardScreen = observer(function DashboardScreen({
  stickyOffset = DASHBOARD_STICKY_OFFSET_PX,
}: DashboardScreenProps) {
  const { me } = useStores();
  const [expanded, setExpanded] = useState(false);
  const user = me.user;
  if (!user) return null;

  return (
    <>
      <MembershipSteps
        memberName={user.fullName}
        profileComplete={user.isComplete}
        questionnaireAnswered={me.questionnaireAnswered}
      />
      <Container maxW="6xl" py={{ base: '5', md: '8' }}>
        <Grid
          gap={{ base: '5', lg: '6' }}
          alignItems="start"
          templateColumns={{
            base: 'minmax(0, 1fr)',
            md: '17rem minmax(0, 1fr)',
            lg: '15rem minmax(0, 1fr) 16.5rem',
            xl: '16rem minmax(0, 1fr) 18rem',
          }}
          templateRows={{ md: 'auto 1fr', lg: 'auto' }}
          templateAreas={{
            base: '"toggle" "more" "centre"',
            md: '"left centre" "right centre"',
            lg: '"left centre right"',
          }}
        >
          <Button
            gridArea="toggle"
            display={{ base: 'flex', md: 'none' }}
            variant="outline"
            width="full"
            aria-expanded={expanded}
            aria-controls={MORE_ID}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? texts.more.hide : texts.more.show}
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
          {/* One block on a phone; from 40em its columns are the grid's own items. */}
          <Box
            id={MORE_ID}
            gridArea="more"
            display={{ base: expanded ? 'flex' : 'none', md: 'contents' }}
            flexDirection="column"
            gap="5"
          >
            <Box gridArea="left" minW="0" data-column="left">
              <LeftColumn user={user} />
            </Box>
            <Box
              gridArea="right"
              data-column="right"
              minW="0"
              alignSelf="start"
              position={{ md: 'sticky' }}
              top={{ md: `${stickyOffset}px` }}
              // A column taller than the window scrolls on its own instead of hiding its end.
              maxH={{ md: `calc(100dvh - ${2 * stickyOffset}px)` }}
              overflowY={{ md: 'auto' }}
              overscrollBehavior="contain"
            >
              <RightColumn />
            </Box>
          </Box>
          <Stack gridArea="centre" gap="5" minW="0">
            <PostComposer />
            <SocialWall />
          </Stack>
        </Grid>
      </Container>
    </>
  );
});
