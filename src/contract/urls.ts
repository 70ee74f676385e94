// Only http(s) links with a dotted host: anything else (javascript:, data:) must never be
// rendered as a link on a profile. Here, apart from the schemas, so a screen that only shows
// links does not load zod; and apart from ./wire, which imports the schemas' types, so the
// schemas can use it without an import circle.
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
