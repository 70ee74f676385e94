import { chakra, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_VIEWERS, type ProfileViewer } from '@/contract/contactVisibility';
import { viewAsTexts as texts } from '../texts';

/** `?viewAs=` of /profile/{id}: one of the viewers, or undefined (the member's own view). */
export const parseViewer = (value: string | null): ProfileViewer | undefined =>
  PROFILE_VIEWERS.find((viewer) => viewer === value);

/**
 * "View as" on my own profile (issue 39 §8): Yourself, or a viewer whose page the preview
 * shows. The choice is the URL's `?viewAs=`, so Back returns to the previous view and a preview
 * can be linked.
 */
export function ViewAsSelect({ viewer }: { viewer: ProfileViewer | undefined }) {
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
        <label htmlFor={id}>{texts.label}</label>
      </Text>
      {/* A native select styled here: Chakra's NativeSelect would add 4.6 KB to the profile's
          chunk for one control. */}
      <chakra.select
        id={id}
        value={viewer ?? ''}
        onChange={(event) => {
          const next = parseViewer(event.target.value);
          setParams(next ? { viewAs: next } : {});
        }}
        bg="page.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        fontSize="sm"
        h="9"
        ps="3"
        pe="8"
        maxW="full"
        cursor="pointer"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '1px',
        }}
      >
        <option value="">{texts.yourself}</option>
        {PROFILE_VIEWERS.map((option) => (
          <option key={option} value={option}>
            {texts.viewers[option]}
          </option>
        ))}
      </chakra.select>
    </HStack>
  );
}
