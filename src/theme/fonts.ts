// The brand's typefaces, self-hosted (issue 25): Source Serif 4 for headings and Source Sans 3
// for the body, Adobe's pair, both under the SIL Open Font License, from @fontsource. Bundled
// with the app, so that every machine (CI and visual regression on Linux included) renders the
// same glyphs. Latin only, woff2, three faces: 53 KB in all (the heading face, 21.5 KB, is
// preloaded by vite.config.ts), with font-display: swap. Medium (500) text matches the regular
// face and bold (700) the semibold one: CSS's font matching picks them, nothing is synthesised.
// Until a face arrives, its text is set in "<family> Fallback": Arial or Times New Roman (or
// their Linux twins) resized to the brand face's metrics (scripts/font-fallbacks.ts), so the
// swap does not move the page.
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-serif-4/latin-600.css';
import './fontFallbacks.css';

export const HEADING_FONT =
  "'Source Serif 4', 'Source Serif 4 Fallback', 'Iowan Old Style', Georgia, serif";
export const BODY_FONT =
  "'Source Sans 3', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
