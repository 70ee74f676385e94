import { Box, Button, chakra, Checkbox, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { type SelectOption, toggleChoice } from './choices';
import { uncheckedControl } from './styles';

export interface MultiSelectFieldProps {
  /** Names the group (its legend), e.g. 'Locations'. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen values: react-hook-form's `field.value` (a Controller). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called when the focus leaves the whole group (react-hook-form's touched state). */
  onBlur?: () => void;
  name?: string;
  /** A value that excludes every other (ALL, 'All States'): checking it drops the rest, and
   * checking any other drops it. */
  exclusive?: string;
  /** The validation message (e.g. 'Pick at least one option'); marks the group invalid. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Show the filter box; by default when there are more than 10 options. */
  filterable?: boolean;
  /** The first control (the filter, or the first checkbox), for react-hook-form's error focus. */
  ref?: Ref<HTMLInputElement>;
}

const texts = {
  filter: (label: string) => `Filter ${label}`,
  filterPlaceholder: 'Type to filter',
  chosen: (label: string) => `Chosen ${label}`,
  remove: (label: string) => `Remove ${label}`,
  noMatch: 'No option matches.',
  unchecked: (labels: string[]) =>
    labels.length > 3 ? `${labels.length} choices unchecked.` : `${labels.join(', ')} unchecked.`,
} as const;

const FILTER_FROM = 10;

const matches = (option: SelectOption, query: string) => {
  const wanted = query.trim().toLowerCase();
  return (
    wanted === '' ||
    option.label.toLowerCase().includes(wanted) ||
    option.value.toLowerCase() === wanted
  );
};

/**
 * Several choices from a list, as native checkboxes in a fieldset: Tab and Space work, a screen
 * reader hears the legend, and on 375 px the list scrolls in its own box. A filter narrows long
 * lists (the 57 locations, 38 legal expertise areas); the chosen ones sit above as removable tags.
 */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  exclusive,
  error,
  helperText,
  required,
  disabled,
  filterable = options.length > FILTER_FROM,
  ref,
}: MultiSelectFieldProps) {
  const id = useId();
  const ids = { legend: `${id}-legend`, helper: `${id}-helper`, error: `${id}-error` };
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const tags = useRef<HTMLUListElement>(null);

  const chosen = options.filter((option) => value.includes(option.value));
  const visible = options.filter((option) => matches(option, query));

  const change = (choice: string, checked: boolean) => {
    const next = toggleChoice(value, choice, checked, exclusive);
    // Say what the exclusive rule took away: the checkbox that changed speaks for itself.
    const dropped = options.filter(
      (option) =>
        option.value !== choice && value.includes(option.value) && !next.includes(option.value),
    );
    setAnnouncement(
      dropped.length > 0 ? texts.unchecked(dropped.map((option) => option.label)) : '',
    );
    onChange(next);
  };

  const remove = (choice: string, index: number) => {
    change(choice, false);
    // The removed tag's button goes away: the focus moves to its neighbour, else the list.
    const buttons = Array.from(tags.current?.querySelectorAll('button') ?? []);
    const neighbour = buttons[index + 1] ?? buttons[index - 1];
    (neighbour ?? fieldset.current?.querySelector('input'))?.focus();
  };

  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  // Enter in the filter would submit the form around it.
  const keepInFilter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const describedBy = error ? ids.error : helperText ? ids.helper : undefined;
  return (
    <chakra.fieldset
      ref={fieldset}
      minW="0"
      w="full"
      aria-describedby={describedBy}
      onBlur={leave}
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <chakra.legend id={ids.legend} textStyle="sm" fontWeight="medium" mb="1.5">
        {label}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        )}
      </chakra.legend>

      {chosen.length > 0 && (
        <chakra.ul
          ref={tags}
          display="flex"
          flexWrap="wrap"
          gap="2"
          listStyleType="none"
          aria-label={texts.chosen(label)}
          mb="1"
        >
          {chosen.map((option, index) => (
            <li key={option.value}>
              <Button
                size="xs"
                variant="subtle"
                borderRadius="full"
                disabled={disabled}
                aria-label={texts.remove(option.label)}
                onClick={() => remove(option.value, index)}
              >
                {option.label}
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </chakra.ul>
      )}

      {filterable && (
        <Input
          ref={ref}
          type="search"
          disabled={disabled}
          size="md"
          bg="page.panel"
          aria-label={texts.filter(label)}
          placeholder={texts.filterPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={keepInFilter}
        />
      )}

      <Box
        maxH="18rem"
        overflowY="auto"
        // Disabled checkboxes take no focus: the box itself then does, to scroll by keyboard (a
        // disabled fieldset would also take that from the box, so each control is disabled).
        tabIndex={disabled ? 0 : undefined}
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        borderRadius="l2"
        bg="page.panel"
        px="3"
        py="2"
      >
        {/* Columns run down, so an alphabetical list reads in order; Tab follows it. */}
        <chakra.ul listStyleType="none" css={{ columnWidth: '12rem', columnGap: '4' }}>
          {visible.map((option, index) => (
            <chakra.li key={option.value} breakInside="avoid">
              <Checkbox.Root
                size="sm"
                py="1.5"
                disabled={disabled}
                checked={value.includes(option.value)}
                onCheckedChange={(details) => change(option.value, details.checked === true)}
                name={name}
                value={option.value}
              >
                <Checkbox.HiddenInput ref={!filterable && index === 0 ? ref : undefined} />
                <Checkbox.Control css={uncheckedControl} />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            </chakra.li>
          ))}
        </chakra.ul>
        {visible.length === 0 && (
          <Text textStyle="sm" color="fg.muted" py="1.5">
            {texts.noMatch}
          </Text>
        )}
      </Box>

      {helperText && !error && (
        <Text id={ids.helper} textStyle="xs" color="fg.muted">
          {helperText}
        </Text>
      )}
      {error && (
        <Text id={ids.error} textStyle="xs" color="red.700" aria-live="polite">
          {error}
        </Text>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </chakra.fieldset>
  );
}
