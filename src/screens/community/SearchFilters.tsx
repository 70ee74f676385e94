import { Button, Checkbox, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
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
import type { SearchDraft } from './searchQuery';
import { communityTexts as texts } from './texts';

export interface SearchFiltersProps {
  draft: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  onSearch: () => void;
  searching: boolean;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

function SelectField({ label, value, onChange, disabled, children }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Spec 2 community filters; the expertise list follows the chosen profession. */
export function SearchFilters({ draft, onChange, onSearch, searching }: SearchFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  // Every change passes the contract's search rule, so the draft never holds what a search
  // would drop: All States is no state, and it unticks the residing box.
  const change = (next: Omit<SearchDraft, 'region'> & { region?: LocationCode }) =>
    onChange(normaliseProfileSearch(next));
  return (
    <Stack
      as="form"
      aria-label={texts.filtersLabel}
      onSubmit={submit}
      gap="4"
      p={{ base: '4', md: '6' }}
      bg="page.panel"
      borderWidth="1px"
      borderRadius="l3"
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 5 }} gap="4">
        <SelectField
          label={texts.profession}
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
          value={draft.region ?? ALL}
          onChange={(value) => change({ ...draft, region: value as LocationCode })}
        >
          <option value={ALL}>{texts.allStates}</option>
          {US_REGIONS.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={texts.experience}
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
          value={draft.licensedIn ?? ''}
          onChange={(value) =>
            change({ ...draft, licensedIn: (value || undefined) as RegionCode | undefined })
          }
        >
          <option value="">{texts.anyLicence}</option>
          {US_REGIONS.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
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
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{texts.residing}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" loading={searching} loadingText={texts.search} minW="32">
          {texts.search}
        </Button>
      </Stack>
    </Stack>
  );
}
