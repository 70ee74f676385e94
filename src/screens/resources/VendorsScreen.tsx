import { Button, HStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentDocument } from '@/api';
import type { Vendor } from '@/contract';
import { config } from '@/lib/config';
import { CARDS_PER_ROW, CardGrid, CardGridSkeleton, ResourceCard } from './ResourceCard';
import { ContentStates, ResourcePage } from './ResourcePage';
import { vendorsTexts as texts } from './texts';
import { useContent } from './useContent';

const mailTo = (subject: string) =>
  `mailto:${config.contactEmail}?subject=${encodeURIComponent(subject)}`;

function VendorList({ vendors }: { vendors: Array<ContentDocument<Vendor>> }) {
  return (
    <CardGrid label={texts.list}>
      {vendors.map(({ id, data }, index) => (
        <li key={id}>
          <ResourceCard
            {...data}
            headingLevel="h2"
            place="page"
            aboveFold={index < CARDS_PER_ROW}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Spec 2 /marketing-help/vendors: vendor cards with their tags, Suggest a Vendor and Contact Us
 * (both write to the concierge, each with its own subject), and the way back to Marketing help.
 */
export const VendorsScreen = observer(function VendorsScreen() {
  const query = useContent('vendors');
  return (
    <ResourcePage
      back={
        <Button asChild variant="plain" alignSelf="start" px="0" h="auto" color="brand.fg">
          <RouterLink to="/marketing-help">
            <ArrowLeft aria-hidden="true" />
            {texts.back}
          </RouterLink>
        </Button>
      }
      heading={texts.heading}
      lead={texts.lead}
      actions={
        <HStack gap="3" wrap="wrap" pt="1">
          <Button asChild>
            <a href={mailTo(texts.suggestSubject)}>{texts.suggest}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={mailTo(texts.contactSubject)}>{texts.contact}</a>
          </Button>
        </HStack>
      }
    >
      <ContentStates
        query={query}
        loadingLabel={texts.loading}
        skeleton={<CardGridSkeleton count={4} />}
      >
        {(vendors) => <VendorList vendors={vendors} />}
      </ContentStates>
    </ResourcePage>
  );
});
