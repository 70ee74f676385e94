import { Button, Checkbox, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import {
  ALL,
  EXPERIENCE_BUCKETS,
  experienceBucketLabels,
  expertiseOptions,
  PROFESSIONS,
  professionLabels,
  US_REGIONS,
  type LocationCode,
  type Profession,
} from '@/contract';
import type { SearchForm } from './searchQuery';
import { communityTexts as texts } from './texts';

export interface SearchFiltersProps {
  form: SearchForm;
  onChange: (form: SearchForm) => void;
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
export function SearchFilters({ form, onChange, onSearch, searching }: SearchFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
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
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        <SelectField
          label={texts.profession}
          value={form.profession}
          // A new profession has other expertise areas: the chosen one is cleared.
          onChange={(value) =>
            onChange({ ...form, profession: value as Profession | '', expertise: '' })
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
          value={form.expertise}
          disabled={!form.profession}
          onChange={(value) => onChange({ ...form, expertise: value })}
        >
          {/* The hint is the empty option, so choosing a profession shifts nothing. */}
          <option value="">{form.profession ? texts.anyExpertise : texts.expertiseHint}</option>
          {form.profession &&
            expertiseOptions(form.profession).map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
        </SelectField>
        <SelectField
          label={texts.region}
          value={form.region}
          onChange={(value) =>
            onChange({
              ...form,
              region: value as LocationCode,
              searchByRegion: value === ALL ? false : form.searchByRegion,
            })
          }
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
          value={form.experienceYears}
          onChange={(value) => onChange({ ...form, experienceYears: value })}
        >
          <option value="">{texts.anyExperience}</option>
          {EXPERIENCE_BUCKETS.map((bucket) => (
            <option key={bucket} value={String(bucket)}>
              {texts.experienceOption(experienceBucketLabels[bucket])}
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
          checked={form.searchByRegion}
          disabled={form.region === ALL}
          onCheckedChange={(details) =>
            onChange({ ...form, searchByRegion: details.checked === true })
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
