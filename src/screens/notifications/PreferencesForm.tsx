import {
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, serverMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import type {
  EmailMode,
  NotificationKind,
  NotificationPreferences,
  NotificationPreferencesBody,
} from '@/contract';
// Values from zod-free modules only: the contract's notification schemas would bring zod here.
import { DEFAULT_TIME_ZONE } from '@/contract/limits';
import { browserTimeZone } from '@/lib/timeZone';
import { useStores } from '@/models/StoresProvider';
import { notificationsScreenTexts } from './texts';

const texts = notificationsScreenTexts.preferences;

// The contract's EMAIL_MODES, in its order (texts.modes satisfies Record<EmailMode, string>).
const MODE_OPTIONS = (Object.keys(texts.modes) as EmailMode[]).map((mode) => ({
  value: mode,
  label: texts.modes[mode],
}));

/** Every zone the browser knows, with the current one in it whatever the list holds. */
function timeZoneOptions(current: string) {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the member keeps the zone they have.
  }
  if (!zones.includes(current)) zones = [current, ...zones];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

interface FormState {
  modes: Partial<Record<NotificationKind, EmailMode>>;
  timeZone: string;
}

/**
 * The zone the form starts with: the member's, or, for a member who never gave one, the
 * browser's (or the digests' default), which Save then sends.
 */
const startingZone = (saved: string | null) => saved ?? browserTimeZone() ?? DEFAULT_TIME_ZONE;

const initialState = (preferences: NotificationPreferences): FormState => ({
  modes: Object.fromEntries(preferences.kinds.map((kind) => [kind.kind, kind.mode])),
  timeZone: startingZone(preferences.timeZone),
});

/** What changed, as the PUT body (only the kinds changed; the zone when it changed). */
function changesOf(preferences: NotificationPreferences, form: FormState) {
  const body: NotificationPreferencesBody = {};
  const kinds: Partial<Record<NotificationKind, EmailMode>> = {};
  for (const { kind, mode, locked } of preferences.kinds) {
    const chosen = form.modes[kind];
    if (!locked && chosen && chosen !== mode) kinds[kind] = chosen;
  }
  if (Object.keys(kinds).length > 0) body.kinds = kinds;
  if (form.timeZone !== preferences.timeZone) body.timeZone = form.timeZone;
  return body;
}

/**
 * The e-mail preferences of /notifications: for each kind, at once, a daily or a weekly digest,
 * or off (kinds about the member's own account are always e-mailed), and the digests' time
 * zone. Save sends what changed and says so with a toast.
 */
export const PreferencesForm = observer(function PreferencesForm() {
  const { notifications } = useStores();
  const { loadPreferences: load, savePreferences: save } = notifications.ops;
  const { preferences } = notifications;

  useEffect(() => {
    void notifications.loadPreferences().catch(() => undefined);
  }, [notifications]);

  return (
    <Stack as="section" aria-labelledby="email-preferences" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="email-preferences" fontSize="xl">
          {texts.title}
        </Heading>
        <Text color="fg.muted">{texts.intro}</Text>
      </Stack>
      {load.isFailed ? (
        <Stack align="flex-start" gap="3">
          <Text role="alert">{errorMessage(load.error, 'load')}</Text>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void notifications.loadPreferences().catch(() => undefined)}
          >
            {notificationsScreenTexts.retry}
          </Button>
        </Stack>
      ) : preferences ? (
        <Form
          key={JSON.stringify(preferences)}
          preferences={preferences}
          pending={save.isPending}
        />
      ) : (
        <Stack gap="3" aria-busy="true">
          <Text srOnly>{texts.loading}</Text>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="10" />
          ))}
        </Stack>
      )}
    </Stack>
  );
});

interface FormProps {
  preferences: NotificationPreferences;
  pending: boolean;
}

const Form = observer(function Form({ preferences, pending }: FormProps) {
  const { notifications, toasts } = useStores();
  const [form, setForm] = useState(() => initialState(preferences));
  const body = changesOf(preferences, form);
  const changed = Object.keys(body).length > 0;
  const zones = useMemo(() => timeZoneOptions(form.timeZone), [form.timeZone]);
  const failure = notifications.ops.savePreferences.error;

  const submit = async () => {
    if (!changed || pending) return;
    try {
      await notifications.savePreferences(body);
      toasts.show({ text: texts.saved, status: 'success' });
    } catch {
      // Said above the button (the operation keeps the error).
    }
  };

  return (
    <Stack
      as="form"
      gap="5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && <FormAlert message={serverMessage(failure)} />}
      <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="md">
        {preferences.kinds.map(({ kind, mode, locked }) => (
          <Box as="li" key={kind} px="4" py="3" _notLast={{ borderBottomWidth: '1px' }}>
            {locked ? (
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="1">
                <Text fontWeight="medium">{texts.kindLabels[kind]}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {texts.always} · {texts.alwaysHint}
                </Text>
              </Stack>
            ) : (
              <Stack
                direction={{ base: 'column', md: 'row' }}
                justify="space-between"
                align={{ md: 'center' }}
                gap="2"
              >
                <Text asChild fontWeight="medium">
                  <label htmlFor={`email-mode-${kind}`}>{texts.kindLabels[kind]}</label>
                </Text>
                <NativeSelect.Root w={{ md: '48' }} flexShrink={0} disabled={pending}>
                  <NativeSelect.Field
                    id={`email-mode-${kind}`}
                    bg="page.panel"
                    value={form.modes[kind] ?? mode}
                    onChange={(event) =>
                      setForm({
                        ...form,
                        modes: { ...form.modes, [kind]: event.target.value as EmailMode },
                      })
                    }
                  >
                    {MODE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      <Box maxW={{ md: 'sm' }}>
        <SelectField
          label={texts.timeZone}
          options={zones}
          value={form.timeZone}
          disabled={pending}
          helperText={
            form.timeZone !== preferences.timeZone && form.timeZone === browserTimeZone()
              ? texts.fromBrowser
              : undefined
          }
          onChange={(event) => setForm({ ...form, timeZone: event.target.value })}
        />
      </Box>
      <HStack>
        <Button
          type="submit"
          colorPalette="brand"
          loading={pending}
          loadingText={texts.save}
          disabled={!changed}
        >
          {texts.save}
        </Button>
      </HStack>
    </Stack>
  );
});
