import { observer } from 'mobx-react-lite';

/** Placeholder (helper D2 is building it). */
export const SocialWall = observer(function SocialWall() {
  return null;
});
