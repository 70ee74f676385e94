import { getParent, type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import {
  compareCertifications,
  compareEducations,
  comparePositions,
  settingsHubState,
  type Certification,
  type CertificationBody,
  type Education,
  type EducationBody,
  type Position,
  type PositionBody,
  type User,
} from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';
import { upsert, without } from './sortedRows';
import type { TestimonialsStore } from './TestimonialsStore';

/** A record's id, or 'new' for the add form. */
type RecordKey = number | 'new';

/** The three record lists: the store's fields and the career api's parts, by one name. */
type RecordList = 'certifications' | 'educations' | 'positions';

/** The root, as the career sees it: the testimonials are the fourth list of its load step. */
interface CareerOwner {
  readonly testimonials: TestimonialsStore;
}

/**
 * The member's career records (spec 7 "Career records"), kept sorted as spec 9 says, and the
 * settings hub's flags they decide.
 */
export const CareerStoreModel = types
  .compose(
    'CareerStore',
    WithEnv,
    types.model({
      certifications: types.frozen<Certification[]>([]),
      educations: types.frozen<Education[]>([]),
      positions: types.frozen<Position[]>([]),
      loaded: false,
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
    },
  }))
  .views((self) => ({
    /** The settings hub's flags for this member (spec 4, docs/architecture.md "settings hub flags"). */
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
    }) {
      self.certifications = [...parts.certifications].sort(compareCertifications);
      self.educations = [...parts.educations].sort(compareEducations);
      self.positions = [...parts.positions].sort(comparePositions);
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
    clear() {
      self.certifications = [];
      self.educations = [];
      self.positions = [];
      self.loaded = false;
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
      /**
       * Spec 7's load step: certifications, educations, positions and testimonials, in
       * parallel; the testimonials land in their own store, under its load. Loaded when all
       * four are.
       */
      load: operation(ops.load, function* () {
        const { career } = api();
        const [certifications, educations, positions] = yield* toGenerator(
          Promise.all([
            career.certifications.list(),
            career.educations.list(),
            career.positions.list(),
            getParent<CareerOwner>(self).testimonials.load(),
          ]),
        );
        self.setAll({ certifications, educations, positions });
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
    };
  });

export type CareerStore = Instance<typeof CareerStoreModel>;
