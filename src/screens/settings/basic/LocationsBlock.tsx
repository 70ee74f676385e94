import { observer } from 'mobx-react-lite';
import {
  ALL,
  LOCATION_CODES,
  locationLabels,
  locationsFormSchema,
  type LocationsForm,
  type User,
} from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';
import { ChoicesField, inOptionOrder } from './ChoicesField';

const texts = basicTexts.locations;

// 'All States' first, then the states by name as the contract lists them.
const options = LOCATION_CODES.map((code) => ({ value: code, label: locationLabels[code] }));

const valuesOf = (user: User) =>
  ({ locations: inOptionOrder(user.locations, options) }) as LocationsForm;

/**
 * Spec 5 "Locations": the states the member serves; 'Pick at least one option'. 'All States'
 * excludes the others and any state excludes 'All States' (the field's exclusive value).
 */
export const LocationsBlock = observer(function LocationsBlock({ user }: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'locations',
    texts,
    schema: locationsFormSchema,
    user,
    valuesOf,
  });
  return (
    <BlockForm {...frame}>
      <ChoicesField
        control={form.control}
        name="locations"
        label={texts.label}
        options={options}
        exclusive={ALL}
        error={form.formState.errors.locations?.message}
      />
    </BlockForm>
  );
});
