import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface QueueTabsProps<S extends string> {
  /** The tab list's accessible name ("Post states"). */
  label: string;
  states: readonly S[];
  labels: Record<S, string>;
  value: S;
  onChange: (state: S) => void;
  /** The list of the selected state. */
  children: ReactNode;
}

/** A queue's states as tabs (Waiting, Approved, Rejected): the selected one shows its list. */
export function QueueTabs<S extends string>({
  label,
  states,
  labels,
  value,
  onChange,
  children,
}: QueueTabsProps<S>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange(details.value as S)}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={label}>
        {states.map((state) => (
          <Tabs.Trigger key={state} value={state}>
            {labels[state]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {states.map((state) => (
        <Tabs.Content key={state} value={state} pt="5">
          {state === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
