import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_USER_ID, NEWCOMER_EMAIL } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { serverError } from '@mocks/scenarios';
import { community } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

// A member with a record in every list: a certification (the demo member has none) and a
// testimonial.
const fullIndex = community.members.findIndex(
  (m, index) => m.certification && community.testimonials.some((t) => t.member === index),
);
const full = community.members[fullIndex]!;

async function signedIn(email = DEMO_EMAIL) {
  const root = createTestStore();
  await root.session.login({ email, password: DEMO_PASSWORD });
  return root;
}

describe('CareerStore', () => {
  it('loads the four lists in parallel, the testimonials into their own store', async () => {
    const { career, testimonials } = await signedIn(full.email);
    const events: string[] = [];
    mockServer.events.on('request:start', () => void events.push('start'));
    mockServer.events.on('response:mocked', () => void events.push('end'));
    await career.load();
    mockServer.events.removeAllListeners();
    // Every request went out before the first answer came back.
    expect(events).toEqual(['start', 'start', 'start', 'start', 'end', 'end', 'end', 'end']);
    expect(career.loaded).toBe(true);
    expect(career.certifications).toHaveLength(1);
    expect(career.educations).toHaveLength(1);
    expect(career.positions).toHaveLength(full.positions.length);
    expect(full.positions.length).toBeGreaterThan(1);
    const written = community.testimonials.filter((t) => t.member === fullIndex);
    expect(testimonials.loaded).toBe(true);
    expect(testimonials.list).toHaveLength(written.length);
  });

  it('keeps the lists sorted newest first (spec 9)', async () => {
    const { career } = await signedIn(full.email);
    await career.load();
    const starts = full.positions
      .map((p) => p.startDate)
      .sort()
      .reverse();
    expect(career.positions.map((p) => p.startDate)).toEqual(starts);
    // A position that started between the member's two: it goes in the middle.
    const earliest = Number(starts.at(-1)!.slice(0, 4));
    const between = `${earliest + 1}-05-01`;
    expect(between > starts.at(-1)! && between < starts[0]!).toBe(true);
    await career.savePosition({
      title: 'Partner',
      company: 'Firm',
      startDate: between,
      endDate: `${earliest + 2}-12-01`,
    });
    expect(career.positions.map((p) => p.startDate)).toEqual([starts[0], between, starts.at(-1)]);
    const graduated = full.education.issuedYear;
    expect(graduated > 1999 && graduated < 2020).toBe(true);
    await career.saveEducation({ organization: 'Law School', degree: 'JD', issuedYear: 2020 });
    await career.saveEducation({ organization: 'College', degree: 'BA', issuedYear: 1999 });
    expect(career.educations.map((e) => e.issuedYear)).toEqual([2020, graduated, 1999]);
    const certified = full.certification!.issuedDate;
    expect(certified < '2020-03-01').toBe(true);
    await career.saveCertification({
      name: 'CFA',
      organization: 'CFA Institute',
      issuedDate: '2020-03-15',
    });
    expect(career.certifications.map((c) => c.issuedDate)).toEqual(['2020-03-01', certified]);
  });

  it('updates an existing record instead of creating one', async () => {
    const { career } = await signedIn();
    await career.load();
    const [education] = career.educations;
    await career.saveEducation(
      { organization: 'Renamed University', degree: 'BSc', issuedYear: 2007 },
      education?.id,
    );
    expect(career.educations).toHaveLength(1);
    expect(career.educations[0]?.organization).toBe('Renamed University');
    expect(db.educations.filter((e) => e.userId === DEMO_USER_ID)).toHaveLength(1);
  });

  it('hubState reads the settings hub flags for the member', async () => {
    const root = await signedIn(NEWCOMER_EMAIL);
    await root.career.load();
    const hub = root.career.hubState(root.me.user!.asUser);
    expect(hub).toEqual({
      basicInfoMarkedComplete: false,
      showCareerSections: true,
      showBackgroundCheck: true,
      backgroundCheckReady: false,
    });
  });

  it('deletes a record of each list, on the server too, pending for that record only', async () => {
    const { career } = await signedIn(full.email);
    await career.load();
    const [position, other] = career.positions;
    const deleting = career.deletePosition(position!.id);
    expect(career.ops.deletePosition.get(position!.id).isPending).toBe(true);
    expect(career.ops.deletePosition.get(other!.id).status).toBe('idle');
    await deleting;
    expect(career.ops.deletePosition.get(position!.id).status).toBe('done');
    expect(career.positions.map((p) => p.id)).toEqual([other!.id]);
    expect(db.positions.some((p) => p.id === position!.id)).toBe(false);
    const education = career.educations[0]!;
    const certification = career.certifications[0]!;
    await career.deleteEducation(education.id);
    await career.deleteCertification(certification.id);
    expect(career.educations).toEqual([]);
    expect(career.certifications).toEqual([]);
    expect(db.educations.some((e) => e.id === education.id)).toBe(false);
    expect(db.certifications.some((c) => c.id === certification.id)).toBe(false);
  });

  it('a record already gone (404) counts as deleted', async () => {
    const { career } = await signedIn();
    await career.load();
    const education = career.educations[0]!;
    // Deleted elsewhere (another tab): the server answers ResourceNotFound.
    db.educations.splice(
      db.educations.findIndex((e) => e.id === education.id),
      1,
    );
    await career.deleteEducation(education.id);
    expect(career.ops.deleteEducation.get(education.id).status).toBe('done');
    expect(career.educations).toEqual([]);
  });

  it('a failed delete keeps the record and its error', async () => {
    const { career } = await signedIn();
    await career.load();
    const position = career.positions[0]!;
    mockServer.use(...serverError(['delete', '/v1/positions/:id']));
    await expect(career.deletePosition(position.id)).rejects.toMatchObject({ kind: 'SERVER' });
    expect(career.ops.deletePosition.get(position.id).error?.kind).toBe('SERVER');
    expect(career.positions.map((p) => p.id)).toContain(position.id);
  });

  it('deleting the position that made the member complete makes them incomplete', async () => {
    const root = await signedIn();
    const { career, me } = root;
    await career.load();
    expect(me.user?.complete).toBe(true);
    for (const position of career.positions) await career.deletePosition(position.id);
    // The server's flag; the screen reads the user again as after a save.
    await me.refreshUser();
    expect(me.user?.complete).toBe(false);
    expect(me.user?.published).toBe(true);
    expect(career.hubState(me.user!.asUser).backgroundCheckReady).toBe(false);
  });

  it('keeps the error of a failed load', async () => {
    const { career } = await signedIn();
    mockServer.use(...serverError(['get', '/v1/positions']));
    await expect(career.load()).rejects.toMatchObject({ kind: 'SERVER' });
    expect(career.loaded).toBe(false);
    expect(career.ops.load.error?.kind).toBe('SERVER');
  });

  it('the load step fails when its testimonials part fails', async () => {
    const { career, testimonials } = await signedIn();
    mockServer.use(...serverError(['get', '/v1/testimonials']));
    await expect(career.load()).rejects.toMatchObject({ kind: 'SERVER' });
    expect(career.loaded).toBe(false);
    expect(career.ops.load.error?.kind).toBe('SERVER');
    expect(testimonials.ops.load.error?.kind).toBe('SERVER');
  });

  it("saving one record is pending for that record only, not for the lists' load", async () => {
    const root = await signedIn();
    const { career } = root;
    await career.load();
    const education = career.educations[0]!;
    const saving = career.saveEducation(
      { organization: education.organization, degree: 'MBA', issuedYear: 2001 },
      education.id,
    );
    expect(career.ops.saveEducation.get(education.id).isPending).toBe(true);
    expect(career.ops.saveEducation.get('new').status).toBe('idle');
    // The old shared `loading` showed the whole page as loading.
    expect(career.ops.load.isPending).toBe(false);
    await saving;
    expect(career.ops.saveEducation.get(education.id).status).toBe('done');
    expect(career.ops.load.status).toBe('done');
    await root.session.logout();
    expect(career.ops.saveEducation.get(education.id).status).toBe('idle');
    expect(career.ops.load.status).toBe('idle');
  });
});
