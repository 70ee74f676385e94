import type {
  Certification,
  CertificationBody,
  CertificationPatch,
  Education,
  EducationBody,
  EducationPatch,
  Position,
  PositionBody,
  PositionPatch,
} from '@/contract';
import type { ApiClient } from './client';

/** GET and POST /v1/<records>, PATCH and DELETE /v1/<records>/{id} (spec 7 "Career records"). */
const records = <Row, Body, Patch>(client: ApiClient, path: string) => ({
  list: (): Promise<Row[]> => client.request<Row[]>(path),
  create: (body: Body): Promise<Row> => client.request<Row>(path, { method: 'POST', body }),
  update: (id: number, patch: Patch): Promise<Row> =>
    client.request<Row>(`${path}/${id}`, { method: 'PATCH', body: patch }),
  remove: (id: number): Promise<void> =>
    client.request<void>(`${path}/${id}`, { method: 'DELETE' }),
});

export const careerApi = (client: ApiClient) => ({
  certifications: records<Certification, CertificationBody, CertificationPatch>(
    client,
    '/v1/certifications',
  ),
  educations: records<Education, EducationBody, EducationPatch>(client, '/v1/educations'),
  positions: records<Position, PositionBody, PositionPatch>(client, '/v1/positions'),
});

export type CareerApi = ReturnType<typeof careerApi>;
