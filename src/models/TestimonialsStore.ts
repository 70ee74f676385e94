import { type Instance, toGenerator, types } from 'mobx-state-tree';
import {
  compareTestimonials,
  toTestimonialWriteBody,
  type Testimonial,
  type TestimonialRequestBody,
  type TestimonialWriteForm,
} from '@/contract';
import { analytics } from '@/lib/analytics';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';
import { upsert } from './sortedRows';

/**
 * /v1/testimonials: the member's requests and what their writers wrote, newest first (spec 9),
 * each with the action its status allows (spec 4); and the writer's side of one request, by
 * the uuid of its link, which needs no account.
 */
export const TestimonialsStoreModel = types
  .compose(
    'TestimonialsStore',
    WithEnv,
    types.model({
      list: types.frozen<Testimonial[]>([]),
      loaded: false,
      /** The request a writer opened by uuid (/testimonial/{uuid}); null when not found. */
      writerRequest: types.maybe(types.frozen<Testimonial | null>()),
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      request: new Operation(),
      /** By testimonial id: one row's buttons. */
      resend: new OperationMap<number>(),
      setStatus: new OperationMap<number>(),
      /** By request uuid (the writer's page). */
      loadWriterRequest: new OperationMap<string>(),
      write: new OperationMap<string>(),
    },
  }))
  .actions((self) => ({
    setList(rows: Testimonial[]) {
      self.list = [...rows].sort(compareTestimonials);
      self.loaded = true;
    },
    put(row: Testimonial) {
      self.list = upsert(self.list, row, compareTestimonials);
    },
    setWriterRequest(request: Testimonial | null) {
      self.writerRequest = request;
    },
    clear() {
      self.list = [];
      self.loaded = false;
      self.writerRequest = undefined;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api.testimonials;

    return {
      /** The member's list; also the fourth part of the career's load step (./CareerStore.ts). */
      load: operation(ops.load, function* () {
        self.setList(yield* toGenerator(api().list()));
      }),

      request: operation(
        ops.request,
        function* (body: TestimonialRequestBody) {
          const row = yield* toGenerator(api().request(body));
          self.put(row);
          analytics.track('Testimonial Requested');
          return row;
        },
        { duplicates: 'latest' },
      ),
      /** 'Send again'; fails (RequestThrottled) inside the seven days. */
      resend: keyedOperation(ops.resend, function* (id: number) {
        const row = yield* toGenerator(api().resend(id));
        self.put(row);
        return row;
      }),
      /** Publish and unpublish run every time: the latest one's state shows. */
      setStatus: keyedOperation(
        ops.setStatus,
        function* (id: number, status: 'published' | 'unpublished') {
          const row = yield* toGenerator(api().update(id, { status }));
          self.put(row);
          return row;
        },
        { duplicates: 'latest' },
      ),

      /** The writer's page: the request by uuid; spec 8: not found shows nothing (null). */
      loadWriterRequest: keyedOperation(ops.loadWriterRequest, function* (uuid: string) {
        try {
          const request = yield* toGenerator(api().getByUuid(uuid));
          self.setWriterRequest(request);
          return request;
        } catch (error) {
          self.setWriterRequest(null);
          throw error;
        }
      }),
      write: keyedOperation(
        ops.write,
        function* (uuid: string, form: TestimonialWriteForm) {
          const written = yield* toGenerator(api().write(uuid, toTestimonialWriteBody(form, uuid)));
          self.setWriterRequest(written);
          return written;
        },
        { duplicates: 'latest' },
      ),
    };
  });

export type TestimonialsStore = Instance<typeof TestimonialsStoreModel>;
