import { chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime } from './texts';

export interface DateTimeProps {
  value: string;
  /** The date alone, without the time of day. */
  dateOnly?: boolean;
  /** May break across lines (in a narrow column); by default it stays on one. */
  wrap?: boolean;
}

/** A moment as a <time> element (UTC, as every operator screen reads it), machine-readable too. */
export function DateTime({ value, dateOnly = false, wrap = false }: DateTimeProps) {
  return (
    <chakra.time dateTime={value} whiteSpace={wrap ? undefined : 'nowrap'}>
      {dateOnly ? formatDate(value) : formatDateTime(value)}
    </chakra.time>
  );
}
