import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { ContentDocument } from '@/api';
import type { ResourceItem } from '@/contract';
import {
  CARDS_PER_ROW,
  CardGrid,
  CardGridSkeleton,
  ResourceCard,
  type CardGridPlace,
} from './ResourceCard';
import { ContentStates } from './ResourcePage';
import { groupBySection } from './sections';
import { resourceTexts as texts } from './texts';
import type { ContentQuery } from './useContent';

/** A resource document's fields as its card shows them. */
export const resourceCardProps = ({
  title,
  text,
  image,
  tags,
  url,
  button_text,
}: ResourceItem) => ({
  title,
  text,
  image,
  tags,
  url,
  buttonText: button_text,
});

export interface ResourceCardListProps {
  items: Array<ContentDocument<ResourceItem>>;
  place: CardGridPlace;
  /** The first row of the page: its images load at once. */
  first?: boolean;
}

/** One section's (or one tip's) cards. */
export function ResourceCardList({ items, place, first = false }: ResourceCardListProps) {
  return (
    <CardGrid>
      {items.map((doc, index) => (
        <li key={doc.id}>
          <ResourceCard
            {...resourceCardProps(doc.data)}
            place={place}
            aboveFold={first && index < CARDS_PER_ROW}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** Spec 2: /marketing-help and /technology-help show their cards grouped by section. */
export function ResourceSections({ items }: { items: Array<ContentDocument<ResourceItem>> }) {
  const id = useId();
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      {groupBySection(items, texts.otherSection).map((section, index) => (
        <Stack as="section" key={section.name} gap="4" aria-labelledby={`${id}-${index}`}>
          <Heading as="h2" id={`${id}-${index}`} fontSize={{ base: 'xl', md: '2xl' }}>
            {section.name}
          </Heading>
          <ResourceCardList items={section.items} place="page" first={index === 0} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Two sections' worth of skeletons. */
function ResourceSectionsSkeleton() {
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      {[0, 1].map((index) => (
        <Stack key={index} gap="4">
          <Skeleton height="7" width="48" />
          <CardGridSkeleton count={2} />
        </Stack>
      ))}
    </Stack>
  );
}

export interface SectionedResourcesProps {
  query: ContentQuery<'marketingHelp' | 'technologyHelp'>;
  loadingLabel: string;
}

/** A page's cards by section, in each state of its query. */
export function SectionedResources({ query, loadingLabel }: SectionedResourcesProps) {
  return (
    <ContentStates
      query={query}
      loadingLabel={loadingLabel}
      skeleton={<ResourceSectionsSkeleton />}
    >
      {(items) => <ResourceSections items={items} />}
    </ContentStates>
  );
}
