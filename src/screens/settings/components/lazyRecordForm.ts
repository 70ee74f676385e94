import type { ComponentType } from 'react';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { RecordFormProps } from './RecordForm';

/** A record list's form, in its own chunk: zod and react-hook-form load with it, not the list. */
export interface LazyRecordForm<T> {
  Form: ComponentType<RecordFormProps<T>>;
  /** Fetches the form's code ahead of the first Add or Edit (RecordList does once it shows). */
  preload: () => Promise<unknown>;
}

/** `lazyRecordForm(() => import('./career/PositionForm').then((m) => m.PositionForm))`. */
export function lazyRecordForm<T>(
  load: () => Promise<ComponentType<RecordFormProps<T>>>,
): LazyRecordForm<T> {
  return { Form: lazyChunk(load), preload: load };
}
