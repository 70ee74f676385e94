import {
  ALL,
  buildProfileSearchParams,
  isExperienceBucket,
  isExpertiseOf,
  LOCATION_CODES,
  PROFESSIONS,
  type ExperienceBucket,
  type LocationCode,
  type Profession,
  type ProfileSearchFilter,
} from '@/contract';

/** The form's values: every field a string, as the selects hold them. */
export interface SearchForm {
  profession: Profession | '';
  expertise: string;
  region: LocationCode;
  experienceYears: string;
  searchByRegion: boolean;
}

export const emptyForm: SearchForm = {
  profession: '',
  expertise: '',
  region: ALL,
  experienceYears: '',
  searchByRegion: false,
};

const isProfession = (value: string | null): value is Profession =>
  (PROFESSIONS as readonly string[]).includes(value ?? '');
const isLocation = (value: string | null): value is LocationCode =>
  (LOCATION_CODES as readonly string[]).includes(value ?? '');

/** Whether the URL holds a search (a search always writes at least `region`). */
export const hasSearch = (query: URLSearchParams): boolean =>
  ['profession', 'expertise', 'region', 'experienceYears', 'searchByRegion'].some((name) =>
    query.has(name),
  );

/** The form a shared or restored URL describes; unknown values are ignored, not errors. */
export function formFromQuery(query: URLSearchParams): SearchForm {
  const profession = query.get('profession');
  const expertise = query.get('expertise') ?? '';
  const region = query.get('region');
  const years = Number(query.get('experienceYears') ?? NaN);
  const form: SearchForm = {
    ...emptyForm,
    profession: isProfession(profession) ? profession : '',
    region: isLocation(region) ? region : ALL,
    experienceYears: query.get('experienceYears') && isExperienceBucket(years) ? String(years) : '',
  };
  if (form.profession && isExpertiseOf(form.profession, expertise)) form.expertise = expertise;
  form.searchByRegion = form.region !== ALL && query.get('searchByRegion') === 'true';
  return form;
}

export const filterOf = (form: SearchForm): ProfileSearchFilter => ({
  profession: form.profession,
  expertise: form.expertise,
  region: form.region,
  experienceYears: form.experienceYears ? (Number(form.experienceYears) as ExperienceBucket) : '',
  searchByRegion: form.searchByRegion,
});

/** The URL query of a search: the API's query without paging, and always the region. */
export function queryOf(form: SearchForm): URLSearchParams {
  const params = buildProfileSearchParams(filterOf(form));
  return new URLSearchParams({ ...params, region: params.region ?? ALL });
}

/** Whether a search filter (the store's last answered one) is the one the URL describes. */
export function sameSearch(filter: ProfileSearchFilter, query: URLSearchParams): boolean {
  const { limit: _limit, offset: _offset, ...answered } = buildProfileSearchParams(filter);
  const wanted = buildProfileSearchParams(filterOf(formFromQuery(query)));
  const keys = Object.keys(wanted);
  return (
    keys.length === Object.keys(answered).length &&
    keys.every((key) => answered[key] === wanted[key])
  );
}
