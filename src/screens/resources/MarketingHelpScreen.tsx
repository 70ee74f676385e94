import { HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { TextLink } from '@/components/navigation/TextLink';
import { ResourcePage } from './ResourcePage';
import { SectionedResources } from './ResourceSections';
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
      <SectionedResources query={query} loadingLabel={texts.loading} />
    </ResourcePage>
  );
});
