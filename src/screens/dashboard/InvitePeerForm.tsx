import { observer } from 'mobx-react-lite';

/** Placeholder (helper D2 is building it). */
export const InvitePeerForm = observer(function InvitePeerForm() {
  return null;
});
