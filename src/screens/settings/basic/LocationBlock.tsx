import { Grid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { locationFormSchema, US_REGIONS, type LocationForm, type User } from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';

const texts = basicTexts.location;
const regionOptions = US_REGIONS.map((region) => ({ value: region.code, label: region.name }));

// Unset fields are '' in the inputs; the schema refuses them with spec 5's messages.
const valuesOf = (user: User) =>
  ({
    city: user.city ?? '',
    region: user.region ?? '',
    postalCode: user.postalCode ?? '',
  }) as LocationForm;

/** Spec 5 "Location": region select, city, postal code (at most 5). */
export const LocationBlock = observer(function LocationBlock({ user }: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'location',
    texts,
    schema: locationFormSchema,
    user,
    valuesOf,
  });
  const { register, formState } = form;
  return (
    <BlockForm {...frame}>
      <Grid templateColumns={{ base: '1fr', md: '3fr 3fr 2fr' }} gap="5" alignItems="start">
        <TextField
          label={texts.city}
          autoComplete="address-level2"
          required
          error={formState.errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={texts.region}
          placeholder={texts.regionPlaceholder}
          options={regionOptions}
          autoComplete="address-level1"
          required
          error={formState.errors.region?.message}
          {...register('region')}
        />
        <TextField
          label={texts.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={formState.errors.postalCode?.message}
          {...register('postalCode')}
        />
      </Grid>
    </BlockForm>
  );
});
