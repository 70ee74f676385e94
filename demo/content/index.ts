// The bundled content service: demo documents and a query engine in the CMS's REST shape.
// Pure TS (no Node or browser APIs), so the server can serve the same content offline.
export { demoDocuments, EFFICIENCY_TIPS, type DemoDocument } from './documents';
export {
  contentRepository,
  MASTER_REF,
  searchContent,
  storeDocuments,
  type ContentAnswer,
  type StoredDocument,
} from './engine';
