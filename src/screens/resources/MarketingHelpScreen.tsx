import { HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { TextLink } from '@/components/navigation/TextLink';
import { ResourcePage } from './ResourcePage';
import { SectionedResources } from './ResourceSections';
import { marketingHelpTexts as texts } from './texts';
import { useContent } from './useContent';

/** The way from the marketing help to its vendors (spec 2 /marketing-help/vendors). */
export function VendorsPrompt() {
  return (
    <HStack gap="2" wrap="wrap">
      <Text>{texts.vendorsPrompt}</Text>
      <TextLink to="/marketing-help/vendors">{texts.vendorsLink}</TextLink>
    </HStack>
  );
}

/** Spec 2 /marketing-help: resource cards grouped by section, and the way to the vendors. */
export const MarketingHelpScreen = observer(function MarketingHelpScreen() {
  const query = useContent('marketingHelp');
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead} actions={<VendorsPrompt />}>
      <SectionedResources query={query} loadingLabel={texts.loading} />
    </ResourcePage>
  );
});
