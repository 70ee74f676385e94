import { HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { TextLink } from '@/components/navigation/TextLink';
import { ContentStates, ResourcePage } from './ResourcePage';
import { ResourceSections, ResourceSectionsSkeleton } from './ResourceSections';
import { marketingHelpTexts as texts } from './texts';
import { useContent } from './useContent';

/** Spec 2 /marketing-help: resource cards grouped by section, and the way to the vendors. */
export const MarketingHelpScreen = observer(function MarketingHelpScreen() {
  const query = useContent('marketingHelp');
  return (
    <ResourcePage
      heading={texts.heading}
      lead={texts.lead}
      actions={
        <HStack gap="2" wrap="wrap">
          <Text>{texts.vendorsPrompt}</Text>
          <TextLink to="/marketing-help/vendors">{texts.vendorsLink}</TextLink>
        </HStack>
      }
    >
      <ContentStates
        query={query}
        loadingLabel={texts.loading}
        skeleton={<ResourceSectionsSkeleton />}
      >
        {(items) => <ResourceSections items={items} />}
      </ContentStates>
    </ResourcePage>
  );
});
