import { observer } from 'mobx-react-lite';

/** Placeholder (helper D2 is building it). */
export const PostComposer = observer(function PostComposer() {
  return null;
});
