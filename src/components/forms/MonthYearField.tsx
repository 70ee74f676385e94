import { chakra, Field, Grid, NativeSelect, useFieldStyles } from '@chakra-ui/react';
import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import { MONTHS, monthLabels } from '@/contract';
import { pickerYears } from './choices';

/** One select of the pair: react-hook-form's `register('startMonth')`, or value + onChange. */
export type MonthYearSelectProps = Omit<ComponentProps<'select'>, 'children' | 'ref'> & {
  ref?: Ref<HTMLSelectElement>;
};

export interface MonthYearFieldProps {
  /** Names the pair, e.g. 'Start date'; each select is named '<label> Month' / '<label> Year'. */
  label: string;
  /** The month select (values '1'..'12'), e.g. `register('startMonth')`. */
  month: MonthYearSelectProps;
  /** The year select, e.g. `register('startYear')`. */
  year: MonthYearSelectProps;
  /** 'Select a valid month.' from the schema; marks the month select invalid. */
  monthError?: string;
  /** 'Select a valid year.' from the schema; marks the year select invalid. */
  yearError?: string;
  helperText?: string;
  required?: boolean;
  /** Both selects, e.g. the end date while 'I currently work here' is checked. */
  disabled?: boolean;
  /** The clock of the default years (the current year back 70); defaults to the real one. */
  now?: Date;
  /** The earliest year offered: an end date's start year (use `chosenYear(useWatch(...))`). */
  minYear?: number;
  /** The latest year offered, e.g. the issue year + 20 for an expiry. */
  maxYear?: number;
  /** The years offered, in order, instead of the computed range. */
  years?: readonly number[];
}

const texts = { month: 'Month', year: 'Year' } as const;

/** The pair's name, styled as the field labels are (a group has no control to label). */
function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  const styles = useFieldStyles();
  return (
    <chakra.span id={id} css={styles.label}>
      {children}
    </chakra.span>
  );
}

interface PartProps {
  groupLabelId: string;
  name: string;
  placeholder: string;
  select: MonthYearSelectProps;
  options: readonly { value: number; label: string }[];
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

function Part({
  groupLabelId,
  name,
  placeholder,
  select,
  options,
  error,
  required,
  disabled,
}: PartProps) {
  const labelId = useId();
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      ids={{ label: labelId }}
    >
      <Field.Label srOnly>{name}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          bg="page.panel"
          aria-labelledby={`${groupLabelId} ${labelId}`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const monthOptions = MONTHS.map((value) => ({ value, label: monthLabels[value - 1] ?? '' }));

/**
 * A month select and a year select under one name (spec 5 "Date: month and year needed"). The
 * form keeps them as two fields, as the contract's career forms do (startMonth, startYear).
 */
export function MonthYearField({
  label,
  month,
  year,
  monthError,
  yearError,
  helperText,
  required,
  disabled,
  now,
  minYear,
  maxYear,
  years,
}: MonthYearFieldProps) {
  const labelId = useId();
  const helperId = useId();
  const yearOptions = (years ?? pickerYears({ now: now ?? new Date(), minYear, maxYear })).map(
    (value) => ({ value, label: String(value) }),
  );
  const parts = { groupLabelId: labelId, required, disabled };
  return (
    <Field.Root
      invalid={Boolean(monthError ?? yearError)}
      required={required}
      disabled={disabled}
      ids={{ helperText: helperId }}
      aria-labelledby={labelId}
      aria-describedby={helperText ? helperId : undefined}
    >
      <GroupLabel id={labelId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </GroupLabel>
      <Grid templateColumns="3fr 2fr" gap="3" w="full" alignItems="start">
        <Part
          {...parts}
          name={texts.month}
          placeholder={texts.month}
          select={month}
          options={monthOptions}
          error={monthError}
        />
        <Part
          {...parts}
          name={texts.year}
          placeholder={texts.year}
          select={year}
          options={yearOptions}
          error={yearError}
        />
      </Grid>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
