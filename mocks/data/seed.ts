import {
  createCertification,
  createEducation,
  createPosition,
  createTeamRelation,
  createTestimonial,
  createUser,
  createWatch,
} from '../factories';
import { recomputeComplete } from '../rules';
import {
  DEMO_EMAIL,
  DEMO_TESTIMONIAL_UUIDS,
  DEMO_USER_ID,
  demoMembers,
  NEWCOMER_EMAIL,
  NEWCOMER_ID,
} from './members';

const emailOf = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '') + '@guildhall.test';

/** The demo community every handler starts from; the same data on every reset. */
export function seedDemoData(): void {
  for (const member of demoMembers) {
    const user = createUser({
      id: member.id,
      email: member.id === DEMO_USER_ID ? DEMO_EMAIL : emailOf(member.firstName, member.lastName),
      firstName: member.firstName,
      lastName: member.lastName,
      createdAt: `2025-0${(member.id % 9) + 1}-10T09:30:00.000Z`,
      profession: member.profession,
      experienceYears: member.experienceYears,
      employmentStatus: 'independent',
      independentStatus: member.independentStatus,
      city: member.city,
      region: member.region,
      postalCode: member.postalCode,
      expertises: member.expertises,
      locations: member.locations,
      summary: `${member.title} serving clients across ${member.city} and beyond.`,
      heroMoment: 'Led a client through a turnaround that saved two hundred jobs.',
      bio: `${member.firstName} has worked as an independent ${member.title.toLowerCase()} since ${member.since}, helping owners make calm, well-informed decisions.`,
      contactEmail: `hello@${member.lastName.toLowerCase()}.example.com`,
      contactPhone: `1312555${String(1000 + member.id).slice(-4)}`,
      website: `https://${member.lastName.toLowerCase()}.example.com`,
      published: true,
    });
    createPosition(user.id, {
      title: member.title,
      company: `${member.lastName} Advisory`,
      startDate: `${member.since}-01-01`,
      endDate: null,
      location: `${member.city}, ${member.region}`,
      description: 'Independent practice serving small and mid-sized businesses.',
    });
    createPosition(user.id, {
      title: 'Senior Associate',
      company: 'Hartwell & Co.',
      startDate: `${member.since - 4}-09-01`,
      endDate: `${member.since - 1}-12-01`,
    });
    createEducation(user.id, {
      organization: 'University of Illinois',
      degree: 'Bachelor of Science',
      fieldOfStudy: 'Business Administration',
      issuedYear: member.since - 5,
    });
    if (member.profession === 'legal' || member.profession === 'accounting') {
      createCertification(user.id, {
        name: member.profession === 'legal' ? 'Bar Admission' : 'Certified Public Accountant',
        organization: member.profession === 'legal' ? 'State Bar' : 'State Board of Accountancy',
        issuedDate: `${member.since - 1}-06-01`,
        identifier: `LIC-${1000 + member.id}`,
        url: 'https://licensing.example.com/verify',
      });
    }
    recomputeComplete(user.id);
  }

  // A newcomer: signed up, basic info only, not yet complete or published.
  createUser({
    id: NEWCOMER_ID,
    email: NEWCOMER_EMAIL,
    firstName: 'Nora',
    lastName: 'Fields',
    createdAt: '2026-11-01T10:00:00.000Z',
    profession: 'hr',
    experienceYears: 8,
    employmentStatus: 'independent',
    independentStatus: 'rookie',
    city: 'Madison',
    region: 'WI',
    postalCode: '53703',
    expertises: ['recruiting'],
    locations: ['WI'],
  });

  // The demo member's testimonials: one of each status.
  createTestimonial(DEMO_USER_ID, {
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    company: 'Northwind Traders',
    position: 'Chief Executive Officer',
    content: 'Alex rebuilt our books in a quarter and found savings we had missed for years.',
    status: 'published',
    uuid: DEMO_TESTIMONIAL_UUIDS.published,
    createdAt: '2026-03-02T15:00:00.000Z',
    sentAt: '2026-03-01T15:00:00.000Z',
  });
  createTestimonial(DEMO_USER_ID, {
    name: 'Casey Nguyen',
    email: 'casey.nguyen@example.com',
    company: 'Blue Harbor Logistics',
    position: 'Controller',
    content: 'Clear, calm and always a step ahead of the audit calendar.',
    status: 'unpublished',
    uuid: DEMO_TESTIMONIAL_UUIDS.unpublished,
    createdAt: '2026-05-20T15:00:00.000Z',
    sentAt: '2026-05-18T15:00:00.000Z',
  });
  createTestimonial(DEMO_USER_ID, {
    name: 'Riley Park',
    email: 'riley.park@example.com',
    status: 'pending',
    uuid: DEMO_TESTIMONIAL_UUIDS.pending,
    createdAt: '2026-11-10T15:00:00.000Z',
    sentAt: '2026-11-10T15:00:00.000Z',
  });

  // The demo member's team: one accepted, one pending; and an invitation from Kenji (6).
  createTeamRelation(DEMO_USER_ID, 2, { status: 'accepted' });
  createTeamRelation(DEMO_USER_ID, 3, { status: 'pending' });
  createTeamRelation(6, DEMO_USER_ID, { status: 'pending' });
  createTeamRelation(7, 2, { status: 'accepted' });
  createTeamRelation(7, 4, { status: 'accepted' });

  // The demo member watches two members.
  createWatch(DEMO_USER_ID, 4, '2026-10-01T12:00:00.000Z');
  createWatch(DEMO_USER_ID, 13, '2026-10-05T12:00:00.000Z');
}
