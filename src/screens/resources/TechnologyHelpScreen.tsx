import { observer } from 'mobx-react-lite';
import { ResourcePage } from './ResourcePage';
import { SectionedResources } from './ResourceSections';
import { technologyHelpTexts as texts } from './texts';
import { useContent } from './useContent';

/** Spec 2 /technology-help: resource cards grouped by section. */
export const TechnologyHelpScreen = observer(function TechnologyHelpScreen() {
  const query = useContent('technologyHelp');
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead}>
      <SectionedResources query={query} loadingLabel={texts.loading} />
    </ResourcePage>
  );
});
