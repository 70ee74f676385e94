import { DEMO_JOINED_AT, DEMO_OPERATOR_ID, demoCommunity } from '@demo/community';
import { demoFaceOf } from '@demo/faces/index';
import {
  createCertification,
  createEducation,
  createPosition,
  createTeamRelation,
  createTestimonial,
  createUser,
  createWatch,
} from '../factories';
import { db } from '../db';
import { recomputeComplete } from '../rules';
import { seedModeration } from './moderation';
import { seedOperator, seedReviews } from './reviews';

/**
 * The demo community (demo/), the same one the server seeds: every handler starts from it, the
 * same data on every reset. Members get ids from 1 in order, as on a fresh database.
 */
export function seedDemoData(): void {
  const community = demoCommunity();
  const idOf = (index: number) => index + 1;
  community.members.forEach((member, index) => {
    // The drawn face and cover the server's seed stores, under the same upload keys.
    const face = demoFaceOf(index, idOf(index));
    const user = createUser({
      id: idOf(index),
      avatar: face?.avatar ?? null,
      cover: face?.cover ?? null,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      createdAt: DEMO_JOINED_AT,
      profession: member.profession,
      experienceYears: member.experienceYears,
      employmentStatus: 'independent',
      independentStatus: member.independentStatus,
      city: member.city,
      region: member.region,
      postalCode: member.postalCode,
      expertises: member.expertises,
      locations: member.locations,
      summary: member.summary,
      heroMoment: member.heroMoment,
      bio: member.bio,
      contactEmail: member.contactEmail,
      contactPhone: member.contactPhone,
      website: member.website,
      published: true,
    });
    if (face) {
      // Stored uploads of the member, as the seed's rows are (server/seed/faces.ts).
      db.uploads.push(
        { key: face.avatar, contentType: 'image/png', stored: true },
        { key: face.cover, contentType: 'image/jpeg', stored: true },
      );
    }
    for (const position of member.positions) createPosition(user.id, position);
    createEducation(user.id, member.education);
    if (member.certification) createCertification(user.id, member.certification);
    recomputeComplete(user.id);
  });

  createUser({
    ...community.newcomer,
    id: idOf(community.members.length),
    createdAt: DEMO_JOINED_AT,
    employmentStatus: 'independent',
  });

  for (const t of community.testimonials) {
    createTestimonial(idOf(t.member), {
      ...(t.uuid ? { uuid: t.uuid } : {}),
      name: t.name,
      email: t.email,
      company: t.company,
      position: t.position,
      content: t.content,
      status: t.status,
      createdAt: t.sentAt,
      sentAt: t.sentAt,
    });
  }
  for (const r of community.team) {
    createTeamRelation(idOf(r.owner), idOf(r.member), { status: r.status });
  }
  for (const w of community.watching) createWatch(idOf(w.user), idOf(w.watched), w.createdAt);
  // After the newcomer, as on the server: the demo operator, who started the reviews that name
  // an operator and decided the decided posts and reports.
  seedOperator();
  seedReviews(community.members.length);
  seedModeration(DEMO_OPERATOR_ID);
}
