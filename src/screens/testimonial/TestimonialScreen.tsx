import {
  Box,
  Button,
  Container,
  Field,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { pickerYears } from '@/components/forms/choices';
import { FormStack } from '@/components/forms/FormStack';
import { SelectField } from '@/components/forms/SelectField';
import { TextareaField } from '@/components/forms/TextareaField';
import { TextField } from '@/components/forms/TextField';
import { MemberCard } from '@/components/member/MemberCard';
import {
  TESTIMONIAL_CONFLICT_MAX,
  TESTIMONIAL_CONTENT_MAX,
  testimonialWriteFormSchema,
  type Testimonial,
  type TestimonialWriteForm,
  type TestimonialWriteFormInput,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { testimonialTexts as texts } from './texts';

/** 404, or a uuid the server refuses to read (400): spec 8 "page shows nothing". */
const isMissing = (error: unknown): boolean => {
  const apiError = toApiError(error);
  return apiError.isNotFound || apiError.status === 400;
};

/**
 * Spec 2 "Testimonial page" (no account needed): the request by uuid. Pending: the requester's
 * card and the writing form; written (or just sent): 'Thank you!' and Done; not found: nothing.
 */
export const TestimonialScreen = observer(function TestimonialScreen() {
  const { uuid = '' } = useParams();
  const { testimonials } = useStores();
  const load = testimonials.ops.loadWriterRequest.get(uuid);

  useEffect(() => {
    // The outcome is read from the store's operation.
    testimonials.loadWriterRequest(uuid).catch(() => undefined);
  }, [testimonials, uuid]);

  if (load.isFailed) {
    if (isMissing(load.error)) return null;
    return (
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <FormAlert message={texts.loadFailure} />
      </Container>
    );
  }
  const request = testimonials.writerRequest;
  if (!load.isDone || !request || request.uuid !== uuid)
    return <PageSpinner label={texts.loading} />;
  if (request.status !== 'pending') return <ThankYou />;
  return <WriteTestimonial request={request} />;
});

function ThankYou() {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack gap="6" alignItems="center" textAlign="center">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
          {texts.thanks}
        </Heading>
        <Button asChild size="lg" minW="40">
          <RouterLink to="/">{texts.done}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

interface WriteTestimonialProps {
  request: Testimonial;
}

/**
 * Spec 5: all three required, 2+ characters; then the disclosures (issue 24), the relationship
 * preselected from the request. Send waits until the form is changed and valid.
 */
const WriteTestimonial = observer(function WriteTestimonial({ request }: WriteTestimonialProps) {
  const { testimonials } = useStores();
  const write = testimonials.ops.write.get(request.uuid);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty, isValid },
  } = useForm<TestimonialWriteFormInput, unknown, TestimonialWriteForm>({
    resolver: zodResolver(testimonialWriteFormSchema),
    mode: 'onChange',
    defaultValues: {
      company: '',
      position: '',
      content: '',
      relationship: request.requestedRelationship ?? '',
      periodFrom: '',
      periodTo: '',
      paid: '' as TestimonialWriteFormInput['paid'],
      conflictChoice: '' as TestimonialWriteFormInput['conflictChoice'],
      conflict: '',
    },
  });
  const content = useWatch({ control, name: 'content' });
  const conflictChoice = useWatch({ control, name: 'conflictChoice' });
  const { firstName } = request.user;
  const heading = texts.heading(firstName);
  const years = pickerYears({ now: new Date() }).map((year) => ({
    value: String(year),
    label: String(year),
  }));

  const onSubmit = handleSubmit((form) => {
    if (write.isPending) return;
    // Success shows 'Thank you!' (the request is no longer pending); a failure shows below.
    testimonials.write(request.uuid, form).catch(() => undefined);
  });

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="brand.fg">
          {heading}
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap={{ base: '6', md: '10' }}>
          <Box maxW={{ base: '20rem', md: 'none' }} w="full" mx={{ base: 'auto', md: '0' }}>
            {/* Members often ask before their profile is live: then their name, without a link. */}
            <MemberCard member={request.user} unlistedBadge={false} />
          </Box>
          <FormStack label={heading} onSubmit={onSubmit}>
            <FormAlert message={write.isFailed ? serverMessage(write.error) : undefined} />
            <TextField
              label={texts.company}
              required
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              label={texts.position}
              required
              autoComplete="organization-title"
              error={errors.position?.message}
              {...register('position')}
            />
            <Field.Root invalid={Boolean(errors.content)} required>
              <Field.Label>
                {texts.content}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea size="lg" rows={8} bg="page.panel" autoresize {...register('content')} />
              <HStack w="full" justifyContent="space-between" alignItems="baseline" gap="4">
                <Box>
                  {errors.content && <Field.ErrorText>{errors.content.message}</Field.ErrorText>}
                </Box>
                <Field.HelperText
                  flexShrink={0}
                  color={content.length > TESTIMONIAL_CONTENT_MAX ? 'red.700' : undefined}
                >
                  {texts.counter(content.length, TESTIMONIAL_CONTENT_MAX)}
                </Field.HelperText>
              </HStack>
            </Field.Root>
            <Stack as="fieldset" gap="4" pt="2">
              <Stack as="legend" gap="1" mb="4">
                <Heading as="h2" fontSize="lg">
                  {texts.disclosures}
                </Heading>
                <Text color="fg.muted">{texts.disclosuresLead(firstName)}</Text>
              </Stack>
              <SelectField
                label={texts.relationship(firstName)}
                required
                placeholder={texts.choose}
                options={texts.relationships}
                helperText={
                  request.requestedRelationship ? texts.relationshipRequested(firstName) : undefined
                }
                error={errors.relationship?.message}
                {...register('relationship')}
              />
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                <SelectField
                  label={texts.periodFrom}
                  required
                  placeholder={texts.choose}
                  options={years}
                  error={errors.periodFrom?.message}
                  // The order is checked on 'Until', whichever of the two changed.
                  {...register('periodFrom', { deps: ['periodTo'] })}
                />
                <SelectField
                  label={texts.periodTo}
                  required
                  placeholder={texts.choose}
                  options={[texts.present, ...years]}
                  error={errors.periodTo?.message}
                  {...register('periodTo')}
                />
              </Grid>
              <SelectField
                label={texts.paid}
                required
                placeholder={texts.choose}
                options={texts.paidChoices}
                error={errors.paid?.message}
                {...register('paid')}
              />
              <SelectField
                label={texts.conflictChoice}
                required
                placeholder={texts.choose}
                options={texts.conflictChoices}
                error={errors.conflictChoice?.message}
                {...register('conflictChoice')}
              />
              {conflictChoice === 'declared' && (
                <TextareaField
                  label={texts.conflict}
                  required
                  maxChars={TESTIMONIAL_CONFLICT_MAX}
                  rows={3}
                  error={errors.conflict?.message}
                  {...register('conflict')}
                />
              )}
            </Stack>
            <Button
              type="submit"
              size="lg"
              alignSelf={{ base: 'stretch', md: 'start' }}
              minW="40"
              disabled={!isDirty || !isValid}
              loading={write.isPending}
              loadingText={texts.sending}
            >
              {texts.send}
            </Button>
          </FormStack>
        </Grid>
      </Stack>
    </Container>
  );
});
