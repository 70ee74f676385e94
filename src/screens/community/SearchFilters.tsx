import { Button, Checkbox, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  ALL,
  EXPERIENCE_BUCKETS,
  experienceBucketLabels,
  expertiseOptions,
  normaliseProfileSearch,
  PROFESSIONS,
  professionLabels,
  US_REGIONS,
  type ExperienceBucket,
  type LocationCode,
  type Profession,
  type RegionCode,
} from '@/contract';
import { readSearchDraft, type SearchDraft } from './searchQuery';
import { communityTexts as texts } from './texts';

export interface SearchFiltersProps {
  draft: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  onSearch: () => void;
  searching: boolean;
}

interface SelectFieldProps {
  label: string;
  /** The URL parameter it sets: the form's fields read as a URL (see choicesBeforeHydration). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

function SelectField({ label, name, value, onChange, disabled, children }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Every state, as the options of the two selects that choose one. */
const regionOptions = US_REGIONS.map((region) => (
  <option key={region.code} value={region.code}>
    {region.name}
  </option>
));

/**
 * The fields of a prerendered form (their markup marks what the page was rendered with) that a
 * visitor changed before the SPA hydrated it, read as a URL query; undefined when none was. A
 * form React rendered itself has no such marks.
 */
function choicesBeforeHydration(form: HTMLFormElement): URLSearchParams | undefined {
  const changed = [...form.elements].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.defaultSelected && !option.selected)
      : field instanceof HTMLInputElement && field.checked !== field.defaultChecked,
  );
  if (!changed) return undefined;
  const fields = [...new FormData(form)].filter(
    (field): field is [string, string] => typeof field[1] === 'string',
  );
  return new URLSearchParams(fields);
}

/** Spec 2 community filters; the expertise list follows the chosen profession. */
export function SearchFilters({ draft, onChange, onSearch, searching }: SearchFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  // What the visitor changed while the choices made before hydration were being read (the
  // schema that reads them loads first); null when no such reading is under way.
  const changedMeanwhile = useRef<Partial<SearchDraft> | null>(null);
  // Every change passes the contract's search rule, so the draft never holds what a search
  // would drop: All States is no state, and it unticks the residing box.
  const change = (next: Omit<SearchDraft, 'region'> & { region?: LocationCode }) => {
    const meanwhile = changedMeanwhile.current;
    if (meanwhile) {
      for (const key of Object.keys(next) as Array<keyof SearchDraft>)
        if (next[key] !== draft[key]) Object.assign(meanwhile, { [key]: next[key] });
    }
    onChange(normaliseProfileSearch(next));
  };
  // The prerendered /community can be chosen in before it hydrates. React keeps what the fields
  // show, but its next render of the draft would put the draft's values back: once mounted,
  // what the fields show becomes the draft, with what was changed since on top (a choice made
  // while they were read is not undone when the reading ends).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const choices = form.current && choicesBeforeHydration(form.current);
    if (!choices) return;
    changedMeanwhile.current = {};
    void readSearchDraft(choices).then((before) => {
      const since = changedMeanwhile.current ?? {};
      changedMeanwhile.current = null;
      change({ ...before, ...since });
    });
    // Once, after the first commit: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack
      asChild
      gap="4"
      p={{ base: '4', md: '6' }}
      bg="page.panel"
      borderWidth="1px"
      borderRadius="l3"
    >
      {/* Its own action: sent before the SPA has hydrated the page, it opens the same search. */}
      <form ref={form} action="/community" aria-label={texts.filtersLabel} onSubmit={submit}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 5 }} gap="4">
          <SelectField
            label={texts.profession}
            name="profession"
            value={draft.profession ?? ''}
            // A new profession has other expertise areas: the chosen one is cleared.
            onChange={(value) =>
              change({
                ...draft,
                profession: (value || undefined) as Profession | undefined,
                expertise: undefined,
              })
            }
          >
            <option value="">{texts.anyProfession}</option>
            {PROFESSIONS.map((profession) => (
              <option key={profession} value={profession}>
                {professionLabels[profession]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={texts.expertise}
            name="expertise"
            value={draft.expertise ?? ''}
            disabled={!draft.profession}
            onChange={(value) => change({ ...draft, expertise: value || undefined })}
          >
            {/* The hint is the empty option, so choosing a profession shifts nothing. */}
            <option value="">{draft.profession ? texts.anyExpertise : texts.expertiseHint}</option>
            {draft.profession &&
              expertiseOptions(draft.profession).map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
          </SelectField>
          <SelectField
            label={texts.region}
            name="region"
            value={draft.region ?? ALL}
            onChange={(value) => change({ ...draft, region: value as LocationCode })}
          >
            <option value={ALL}>{texts.allStates}</option>
            {regionOptions}
          </SelectField>
          <SelectField
            label={texts.experience}
            name="experienceYears"
            value={draft.experienceYears === undefined ? '' : String(draft.experienceYears)}
            onChange={(value) =>
              change({
                ...draft,
                experienceYears: value === '' ? undefined : (Number(value) as ExperienceBucket),
              })
            }
          >
            <option value="">{texts.anyExperience}</option>
            {EXPERIENCE_BUCKETS.map((bucket) => (
              <option key={bucket} value={String(bucket)}>
                {texts.experienceOption(experienceBucketLabels[bucket])}
              </option>
            ))}
          </SelectField>
          {/* A verified license of that state (issue 24), whatever states the member practises in. */}
          <SelectField
            label={texts.licensedIn}
            name="licensedIn"
            value={draft.licensedIn ?? ''}
            onChange={(value) =>
              change({ ...draft, licensedIn: (value || undefined) as RegionCode | undefined })
            }
          >
            <option value="">{texts.anyLicence}</option>
            {regionOptions}
          </SelectField>
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="4"
        >
          <Checkbox.Root
            checked={draft.searchByRegion}
            disabled={!draft.region}
            onCheckedChange={(details) =>
              change({ ...draft, searchByRegion: details.checked === true })
            }
          >
            <Checkbox.HiddenInput name="searchByRegion" value="true" />
            <Checkbox.Control />
            <Checkbox.Label>{texts.residing}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" loading={searching} loadingText={texts.search} minW="32">
            {texts.search}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
