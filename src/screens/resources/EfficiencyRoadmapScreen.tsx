import { Box, Center, Grid, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ContentDocument } from '@/api';
import { EFFICIENCY_TIPS_COUNT, type ResourceItem } from '@/contract';
import { CardGridSkeleton } from './ResourceCard';
import { ContentStates, ResourcePage } from './ResourcePage';
import { ResourceCardList } from './ResourceSections';
import { groupBySection, selectedTipIndex, TIP_PARAM } from './sections';
import { resourceTexts, roadmapTexts as texts } from './texts';
import { useContent } from './useContent';

const LIST_COLUMN = '18rem';

interface TipLinkProps {
  number: number;
  name: string;
  current: boolean;
  onChoose: () => void;
}

/** A tip of the roadmap's list: a link to its own URL, marked as the current step when shown. */
function TipLink({ number, name, current, onChoose }: TipLinkProps) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      px="3"
      py="2.5"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      _currentStep={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
    >
      <RouterLink
        to={`?${TIP_PARAM}=${number}`}
        aria-current={current ? 'step' : undefined}
        onClick={onChoose}
      >
        <Center
          flexShrink={0}
          boxSize="7"
          borderRadius="full"
          borderWidth="1px"
          borderColor="brand.border"
          bg={current ? 'brand.solid' : 'page.panel'}
          color={current ? 'brand.contrast' : 'brand.fg'}
          fontSize="sm"
          fontWeight="bold"
        >
          {number}
        </Center>
        <Text as="span">{name}</Text>
      </RouterLink>
    </Link>
  );
}

/** The eight numbered tips, and the selected one's cards. */
function Roadmap({ items }: { items: Array<ContentDocument<ResourceItem>> }) {
  // Spec 9: the roadmap has 8 tips; each tip is a `section` of the efficiency documents.
  const tips = groupBySection(items, resourceTexts.otherSection).slice(0, EFFICIENCY_TIPS_COUNT);
  const [params] = useSearchParams();
  const index = selectedTipIndex(params.get(TIP_PARAM), tips.length);
  const tip = tips[index] ?? tips[0];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A tip chosen from the list takes the reader to its cards (below the list on a phone);
  // a tip from a shared link or Back leaves focus where the page puts it.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    heading.current?.focus();
  }, [index]);

  if (!tip) return null;
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: `${LIST_COLUMN} 1fr` }}
      gap={{ base: '6', lg: '10' }}
      alignItems="start"
    >
      <Box as="nav" aria-label={texts.tips}>
        <Stack as="ol" gap="1" listStyleType="none">
          {tips.map((entry, position) => (
            <li key={entry.name}>
              <TipLink
                number={position + 1}
                name={entry.name}
                current={position === index}
                onChoose={() => {
                  chosen.current = true;
                }}
              />
            </li>
          ))}
        </Stack>
      </Box>
      <Stack as="section" aria-labelledby={headingId} gap="4">
        <Heading
          as="h2"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          fontSize={{ base: 'xl', md: '2xl' }}
          _focusVisible={{ outline: 'none' }}
        >
          {texts.tip(index + 1, tip.name)}
        </Heading>
        <ResourceCardList items={tip.items} place="besideTips" first />
      </Stack>
    </Grid>
  );
}

function RoadmapSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: `${LIST_COLUMN} 1fr` }} gap={{ base: '6', lg: '10' }}>
      <Stack gap="2">
        {Array.from({ length: EFFICIENCY_TIPS_COUNT }, (_, position) => (
          <Skeleton key={position} height="10" />
        ))}
      </Stack>
      <Stack gap="4">
        <Skeleton height="7" width="60%" />
        <CardGridSkeleton count={2} />
      </Stack>
    </Grid>
  );
}

/**
 * Spec 2 /efficiency-roadmap: eight numbered, selectable tips, each with its resource cards;
 * the selection lives in the URL (?tip=3), so Back, Forward and a shared link show it.
 */
export const EfficiencyRoadmapScreen = observer(function EfficiencyRoadmapScreen() {
  const query = useContent('efficiency');
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead}>
      <ContentStates query={query} loadingLabel={texts.loading} skeleton={<RoadmapSkeleton />}>
        {(items) => <Roadmap items={items} />}
      </ContentStates>
    </ResourcePage>
  );
});
