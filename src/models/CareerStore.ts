import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import {
  compareCertifications,
  compareEducations,
  comparePositions,
  compareTestimonials,
  settingsHubState,
  type Certification,
  type CertificationBody,
  type Education,
  type EducationBody,
  type Position,
  type PositionBody,
  type Testimonial,
  type TestimonialRequestBody,
  type TestimonialWriteForm,
  type User,
} from '@/contract';
import { toTestimonialWriteBody } from '@/contract';
import { analytics } from '@/lib/analytics';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

/** A record's id, or 'new' for the add form. */
type RecordKey = number | 'new';

/** The three record lists: the store's fields and the career api's parts, by one name. */
type RecordList = 'certifications' | 'educations' | 'positions';

const without = <T extends { id: number }>(rows: readonly T[], id: number) =>
  rows.filter((r) => r.id !== id);

/** Replaces the row with the same id, or adds it; keeps the list in spec 9's order. */
const upsert = <T extends { id: number }>(
  rows: readonly T[],
  row: T,
  compare: (a: T, b: T) => number,
) => [...without(rows, row.id), row].sort(compare);

/**
 * The member's career records and testimonials (spec 7 "Career records"), loaded in parallel
 * and kept sorted as spec 9 says; plus the writer's side of a testimonial request by uuid.
 */
export const CareerStoreModel = types
  .compose(
    'CareerStore',
    WithEnv,
    types.model({
      certifications: types.frozen<Certification[]>([]),
      educations: types.frozen<Education[]>([]),
      positions: types.frozen<Position[]>([]),
      testimonials: types.frozen<Testimonial[]>([]),
      loaded: false,
      /** The request a writer opened by uuid (/testimonial/{uuid}); null when not found. */
      writerRequest: types.maybe(types.frozen<Testimonial | null>()),
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      /** By record id ('new' for the add form): one row's Save. */
      saveCertification: new OperationMap<RecordKey>(),
      saveEducation: new OperationMap<RecordKey>(),
      savePosition: new OperationMap<RecordKey>(),
      /** By record id: one row's Delete. */
      deleteCertification: new OperationMap<number>(),
      deleteEducation: new OperationMap<number>(),
      deletePosition: new OperationMap<number>(),
      requestTestimonial: new Operation(),
      /** By testimonial id: one row's buttons. */
      resendTestimonial: new OperationMap<number>(),
      setTestimonialStatus: new OperationMap<number>(),
      /** By request uuid (the writer's page). */
      loadWriterRequest: new OperationMap<string>(),
      writeTestimonial: new OperationMap<string>(),
    },
  }))
  .views((self) => ({
    /** The settings hub's flags for this member (spec 4, ARCHITECTURE.md). */
    hubState(user: User, now: Date = self.env.now?.() ?? new Date()) {
      return settingsHubState(
        {
          user,
          certifications: self.certifications,
          educations: self.educations,
          positions: self.positions,
        },
        now,
      );
    },
  }))
  .actions((self) => ({
    setAll(parts: {
      certifications: Certification[];
      educations: Education[];
      positions: Position[];
      testimonials: Testimonial[];
    }) {
      self.certifications = [...parts.certifications].sort(compareCertifications);
      self.educations = [...parts.educations].sort(compareEducations);
      self.positions = [...parts.positions].sort(comparePositions);
      self.testimonials = [...parts.testimonials].sort(compareTestimonials);
      self.loaded = true;
    },
    putCertification(row: Certification) {
      self.certifications = upsert(self.certifications, row, compareCertifications);
    },
    putEducation(row: Education) {
      self.educations = upsert(self.educations, row, compareEducations);
    },
    putPosition(row: Position) {
      self.positions = upsert(self.positions, row, comparePositions);
    },
    dropCertification(id: number) {
      self.certifications = without(self.certifications, id);
    },
    dropEducation(id: number) {
      self.educations = without(self.educations, id);
    },
    dropPosition(id: number) {
      self.positions = without(self.positions, id);
    },
    putTestimonial(row: Testimonial) {
      self.testimonials = upsert(self.testimonials, row, compareTestimonials);
    },
    setWriterRequest(request: Testimonial | null) {
      self.writerRequest = request;
    },
    clear() {
      self.certifications = [];
      self.educations = [];
      self.positions = [];
      self.testimonials = [];
      self.loaded = false;
      self.writerRequest = undefined;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;
    // A form's body is data: every Save runs, under its record's key.
    const byRecord = {
      duplicates: 'latest',
      key: (_body: unknown, id?: number): RecordKey => id ?? 'new',
    } as const;
    // A record that is already gone (404, e.g. deleted in another tab) counts as removed,
    // as the watch toggle's rule: the member wanted it gone and it is.
    function* remove(list: RecordList, id: number, drop: (id: number) => void) {
      try {
        yield* toGenerator(api().career[list].remove(id));
      } catch (error) {
        if (!(isApiError(error) && error.isNotFound)) throw error;
      }
      drop(id);
    }

    return {
      /** Certifications, educations, positions and testimonials, in parallel. */
      load: operation(ops.load, function* () {
        const { career, testimonials } = api();
        const [certifications, educations, positions, written] = yield* toGenerator(
          Promise.all([
            career.certifications.list(),
            career.educations.list(),
            career.positions.list(),
            testimonials.list(),
          ]),
        );
        self.setAll({ certifications, educations, positions, testimonials: written });
      }),

      /** Spec 2 "Settings": an existing item is updated, otherwise created. */
      saveCertification: keyedOperation(
        ops.saveCertification,
        function* (body: CertificationBody, id?: number) {
          const { certifications } = api().career;
          const row = yield* toGenerator(
            id === undefined ? certifications.create(body) : certifications.update(id, body),
          );
          self.putCertification(row);
          return row;
        },
        byRecord,
      ),
      saveEducation: keyedOperation(
        ops.saveEducation,
        function* (body: EducationBody, id?: number) {
          const { educations } = api().career;
          const row = yield* toGenerator(
            id === undefined ? educations.create(body) : educations.update(id, body),
          );
          self.putEducation(row);
          return row;
        },
        byRecord,
      ),
      savePosition: keyedOperation(
        ops.savePosition,
        function* (body: PositionBody, id?: number) {
          const { positions } = api().career;
          const row = yield* toGenerator(
            id === undefined ? positions.create(body) : positions.update(id, body),
          );
          self.putPosition(row);
          return row;
        },
        byRecord,
      ),

      /** DELETE by id; the server recomputes the member's `complete` flag. */
      deleteCertification: keyedOperation(ops.deleteCertification, function* (id: number) {
        yield* remove('certifications', id, self.dropCertification);
      }),
      deleteEducation: keyedOperation(ops.deleteEducation, function* (id: number) {
        yield* remove('educations', id, self.dropEducation);
      }),
      deletePosition: keyedOperation(ops.deletePosition, function* (id: number) {
        yield* remove('positions', id, self.dropPosition);
      }),

      requestTestimonial: operation(
        ops.requestTestimonial,
        function* (body: TestimonialRequestBody) {
          const row = yield* toGenerator(api().testimonials.request(body));
          self.putTestimonial(row);
          analytics.track('Testimonial Requested');
          return row;
        },
        { duplicates: 'latest' },
      ),
      /** 'Send again'; fails (RequestThrottled) inside the seven days. */
      resendTestimonial: keyedOperation(ops.resendTestimonial, function* (id: number) {
        const row = yield* toGenerator(api().testimonials.resend(id));
        self.putTestimonial(row);
        return row;
      }),
      /** Publish and unpublish run every time: the latest one's state shows. */
      setTestimonialStatus: keyedOperation(
        ops.setTestimonialStatus,
        function* (id: number, status: 'published' | 'unpublished') {
          const row = yield* toGenerator(api().testimonials.update(id, { status }));
          self.putTestimonial(row);
          return row;
        },
        { duplicates: 'latest' },
      ),

      /** The writer's page: the request by uuid; spec 8: not found shows nothing (null). */
      loadWriterRequest: keyedOperation(ops.loadWriterRequest, function* (uuid: string) {
        try {
          const request = yield* toGenerator(api().testimonials.getByUuid(uuid));
          self.setWriterRequest(request);
          return request;
        } catch (error) {
          self.setWriterRequest(null);
          throw error;
        }
      }),
      writeTestimonial: keyedOperation(
        ops.writeTestimonial,
        function* (uuid: string, form: TestimonialWriteForm) {
          const written = yield* toGenerator(
            api().testimonials.write(uuid, toTestimonialWriteBody(form, uuid)),
          );
          self.setWriterRequest(written);
          return written;
        },
        { duplicates: 'latest' },
      ),
    };
  });

export type CareerStore = Instance<typeof CareerStoreModel>;
