import { Widget } from '@typeform/embed-react';

export interface QuestionnaireEmbedProps {
  /** A Typeform form id, or the form's full URL. */
  formId: string;
  /** The form's hidden fields (spec 2: e-mail, full name, id, new-user flag). */
  hidden: Record<string, string>;
  title: string;
  /** Typeform's `form-ready` message. */
  onReady: () => void;
  /** Typeform's `form-submit` message: the member sent their answers. */
  onSubmit: () => void;
}

const FILL = { width: '100%', height: '100%' };

/**
 * Typeform's React embed, loaded in its own chunk (./OnboardingScreen.tsx imports it on demand).
 * The widget is memoised on a deep comparison of its props: the callbacks must be stable, or
 * every render would reload the form.
 */
export function QuestionnaireEmbed({
  formId,
  hidden,
  title,
  onReady,
  onSubmit,
}: QuestionnaireEmbedProps) {
  return (
    <Widget
      id={formId}
      hidden={hidden}
      iframeProps={{ title }}
      // The form stays in the page on phones instead of opening full screen.
      inlineOnMobile
      onReady={onReady}
      onSubmit={onSubmit}
      style={FILL}
    />
  );
}
