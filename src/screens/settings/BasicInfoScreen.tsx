import { observer } from 'mobx-react-lite';
import { useStores } from '@/models/StoresProvider';
import { BioBlock } from './basic/BioBlock';
import { BusinessContactBlock } from './basic/BusinessContactBlock';
import { ExpertiseBlock } from './basic/ExpertiseBlock';
import { LocationBlock } from './basic/LocationBlock';
import { LocationsBlock } from './basic/LocationsBlock';
import { PersonalInfoBlock } from './basic/PersonalInfoBlock';
import { ProfessionBlock } from './basic/ProfessionBlock';
import { ProfileImagesBlock } from './basic/ProfileImagesBlock';
import { basicTexts as texts } from './basicTexts';
import { SettingsPage } from './components/SettingsPage';

/**
 * /settings/basic (spec 2 "Settings", spec 5): blocks that save on their own, each with a Save
 * disabled until something changed, its own saving state, a success toast and the server's
 * message on failure. Each save answers the member with `complete` recomputed, so the hub's
 * flags follow at once. The photo and cover come first: each upload saves on its own, and a
 * member adds them here before the profile is published (and viewable) at all.
 */
export const BasicInfoScreen = observer(function BasicInfoScreen() {
  const { me } = useStores();
  if (!me.user) return null;
  const user = me.user.asUser;
  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      <ProfileImagesBlock user={user} />
      <PersonalInfoBlock user={user} />
      <LocationBlock user={user} />
      <ProfessionBlock user={user} />
      {/* A new profession has other areas: the block starts again from what was saved. */}
      <ExpertiseBlock key={user.profession ?? ''} user={user} />
      <LocationsBlock user={user} />
      <BusinessContactBlock user={user} />
      <BioBlock user={user} />
    </SettingsPage>
  );
});
