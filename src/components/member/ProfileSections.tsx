import { Badge, Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  compareCertifications,
  compareEducations,
  comparePositions,
  compareTestimonials,
  expertiseLabel,
  locationLabels,
  isCertificationExpired,
  monthYearLabel as monthYear,
  type Certification,
  type Education,
  type Position,
  type Profile,
  type Testimonial,
} from '@/contract';
import { profileSectionTexts as texts } from './profileSectionTexts';
import { provenanceLine } from './testimonialProvenance';

/** The sections' heading level: h2 on the profile page, h3 where a page shows a profile inside. */
const HeadingLevel = createContext<'h2' | 'h3'>('h2');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const level = useContext(HeadingLevel);
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as={level} id={id} fontSize={level === 'h2' ? 'xl' : 'lg'} color="brand.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Spec 2: the bio collapses to 3 lines with a Read More option (and back). */
export function Bio({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  // Read More only when the text runs past its 3 lines (measured, at any width).
  const [overflows, setOverflows] = useState(false);
  const paragraph = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);
  return (
    <Section title={texts.about}>
      <Text ref={paragraph} id={id} whiteSpace="pre-line" lineClamp={expanded ? undefined : 3}>
        {text}
      </Text>
      {(overflows || expanded) && (
        <Box>
          <Button
            variant="plain"
            px="0"
            color="brand.fg"
            textDecoration="underline"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? texts.readLess : texts.readMore}
          </Button>
        </Box>
      )}
    </Section>
  );
}

function Tags({ labels }: { labels: string[] }) {
  return (
    <Wrap as="ul" gap="2" listStyleType="none">
      {labels.map((label) => (
        <Box
          as="li"
          key={label}
          px="3"
          py="1"
          borderRadius="full"
          bg="brand.muted"
          color="brand.fg"
          fontSize="sm"
          fontWeight="medium"
        >
          {label}
        </Box>
      ))}
    </Wrap>
  );
}

function Entry({ title, lines }: { title: string; lines: (string | ReactNode | null)[] }) {
  return (
    <Box as="li">
      <Text fontWeight="semibold">{title}</Text>
      {lines.map((line, index) =>
        line === null ? null : (
          <Text key={index} color="fg.muted" fontSize="sm">
            {line}
          </Text>
        ),
      )}
    </Box>
  );
}

const List = ({ children }: { children: ReactNode }) => (
  <Stack as="ul" gap="4" listStyleType="none">
    {children}
  </Stack>
);

function Positions({ positions }: { positions: Position[] }) {
  return (
    <List>
      {[...positions].sort(comparePositions).map((position) => (
        <Entry
          key={position.id}
          title={position.title}
          lines={[
            position.company,
            `${monthYear(position.startDate)} – ${
              position.endDate ? monthYear(position.endDate) : texts.present
            }`,
            position.location,
            position.description,
          ]}
        />
      ))}
    </List>
  );
}

function Educations({ educations }: { educations: Education[] }) {
  return (
    <List>
      {[...educations].sort(compareEducations).map((education) => (
        <Entry
          key={education.id}
          title={education.organization}
          lines={[
            [education.degree, education.fieldOfStudy].filter(Boolean).join(', '),
            String(education.issuedYear),
          ]}
        />
      ))}
    </List>
  );
}

function Licenses({ certifications }: { certifications: Certification[] }) {
  return (
    <List>
      {[...certifications].sort(compareCertifications).map((certification) => {
        const expired = isCertificationExpired(certification, new Date());
        return (
          <Entry
            key={certification.id}
            title={certification.name}
            lines={[
              certification.organization,
              texts.issued(monthYear(certification.issuedDate)),
              certification.expirationDate ? (
                <HStack as="span" gap="2">
                  <span>{texts.expires(monthYear(certification.expirationDate))}</span>
                  {expired && (
                    <Badge colorPalette="red" variant="solid">
                      {texts.expired}
                    </Badge>
                  )}
                </HStack>
              ) : null,
              certification.identifier ? texts.credentialId(certification.identifier) : null,
            ]}
          />
        );
      })}
    </List>
  );
}

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {testimonials.map((testimonial) => (
        <Box as="li" key={testimonial.id} borderWidth="1px" borderRadius="lg" p="4">
          <Box as="figure">
            <Text as="blockquote" whiteSpace="pre-line">
              {testimonial.content}
            </Text>
            <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted">
              {[testimonial.name, testimonial.position, testimonial.company]
                .filter(Boolean)
                .join(', ')}
            </Text>
          </Box>
          {/* At the words' own size and colour: a disclosure is never the small print. */}
          {testimonial.provenance && <Text mt="1">{provenanceLine(testimonial.provenance)}</Text>}
        </Box>
      ))}
    </Stack>
  );
}

export interface ProfileSectionsProps {
  /** Without hasContact: an operator's review has no Contact Info. */
  profile: Omit<Profile, 'hasContact'>;
  /** The sections' heading level (h2 on the profile page). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Everything below the header: spec 2 and 3 fields, in spec 9's sort orders. The profile page
 * shows them, and so does an operator's review ("the profile as the community sees it").
 */
export function ProfileSections({ profile, headingLevel = 'h2' }: ProfileSectionsProps) {
  const { profession } = profile;
  const expertises = profession
    ? profile.expertises.map((key) => expertiseLabel(profession, key) ?? key)
    : [];
  const testimonials = profile.testimonials
    .filter((testimonial) => testimonial.status === 'published')
    .sort(compareTestimonials);
  return (
    <HeadingLevel.Provider value={headingLevel}>
      <Stack gap="8">
        {profile.bio && <Bio text={profile.bio} />}
        {profile.summary && (
          <Section title={texts.summary}>
            <Text whiteSpace="pre-line">{profile.summary}</Text>
          </Section>
        )}
        {profile.heroMoment && (
          <Section title={texts.heroMoment}>
            <Text whiteSpace="pre-line">{profile.heroMoment}</Text>
          </Section>
        )}
        {expertises.length > 0 && (
          <Section title={texts.expertise}>
            <Tags labels={expertises} />
          </Section>
        )}
        {profile.locations.length > 0 && (
          <Section title={texts.locations}>
            <Tags labels={profile.locations.map((code) => locationLabels[code])} />
          </Section>
        )}
        {profile.positions.length > 0 && (
          <Section title={texts.experience}>
            <Positions positions={profile.positions} />
          </Section>
        )}
        {profile.educations.length > 0 && (
          <Section title={texts.education}>
            <Educations educations={profile.educations} />
          </Section>
        )}
        {profile.certifications.length > 0 && (
          <Section title={texts.licenses}>
            <Licenses certifications={profile.certifications} />
          </Section>
        )}
        {testimonials.length > 0 && (
          <Section title={texts.testimonials}>
            <Testimonials testimonials={testimonials} />
          </Section>
        )}
      </Stack>
    </HeadingLevel.Provider>
  );
}
