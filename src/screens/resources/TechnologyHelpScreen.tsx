import { observer } from 'mobx-react-lite';
import { ContentStates, ResourcePage } from './ResourcePage';
import { ResourceSections, ResourceSectionsSkeleton } from './ResourceSections';
import { technologyHelpTexts as texts } from './texts';
import { useContent } from './useContent';

/** Spec 2 /technology-help: resource cards grouped by section. */
export const TechnologyHelpScreen = observer(function TechnologyHelpScreen() {
  const query = useContent('technologyHelp');
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead}>
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
