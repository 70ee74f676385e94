import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, toApiError } from '@/api/errors';
import {
  isUnverifiedSender,
  UnverifiedSenderAlert,
} from '@/components/account/UnverifiedSenderAlert';
import { FormAlert } from '@/components/feedback/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import {
  testimonialRequestFormSchema,
  type TestimonialRequestBody,
  type TestimonialRequestForm,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { SettingsBlock } from './components/SettingsBlock';
import { SettingsPage } from './components/SettingsPage';
import { TestimonialRequestList } from './TestimonialRequestList';
import { requestTexts as texts } from './requestTexts';

const EMPTY: TestimonialRequestForm = { name: '', email: '', relationship: '' };

/** The server's own sentence for input it refused, else spec 8's catalogue. */
const requestFailure = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.kind === 'CLIENT' && apiError.code ? apiError.message : errorMessage(apiError);
};

/**
 * /settings/testimonials (spec 4 "Testimonial", spec 5 "Testimonial request"): a request by
 * name and e-mail ('Request sent!' and the form clears), then the member's requests, newest
 * first, each with the action its status allows.
 */
export const TestimonialRequestsScreen = observer(function TestimonialRequestsScreen() {
  const { testimonials } = useStores();

  useEffect(() => {
    // The outcome is read from the store's operation.
    void testimonials.load().catch(() => undefined);
  }, [testimonials]);

  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      <RequestForm />
      <SettingsBlock title={texts.list}>
        <TestimonialRequestList />
      </SettingsBlock>
    </SettingsPage>
  );
});

const RequestForm = observer(function RequestForm() {
  const { testimonials, toasts } = useStores();
  const request = testimonials.ops.request;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TestimonialRequestForm, unknown, TestimonialRequestBody>({
    resolver: zodResolver(testimonialRequestFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (form) => {
    if (request.isPending) return;
    try {
      await testimonials.request(form);
      reset(EMPTY);
      toasts.show({ text: texts.sent, status: 'success' });
    } catch {
      // Shown above the fields from the operation's error; the fields stay filled.
    }
  });

  return (
    <SettingsBlock
      title={texts.form}
      description={texts.formHint}
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={request.isPending} loadingText={texts.sending}>
          {texts.send}
        </Button>
      }
    >
      {request.isFailed && isUnverifiedSender(request.error) ? (
        <UnverifiedSenderAlert error={request.error} />
      ) : (
        <FormAlert message={request.isFailed ? requestFailure(request.error) : undefined} />
      )}
      <TextField
        label={texts.name}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label={texts.relationship}
        placeholder={texts.relationshipUnset}
        helperText={texts.relationshipHint}
        options={texts.relationships}
        error={errors.relationship?.message}
        {...register('relationship')}
      />
    </SettingsBlock>
  );
});
