import { ProfileOptions, type ProfileOptionField, type UpdateUserBody } from '@yuanfen/contract';
import type { UserProfile } from '../profile';

/** Single-choice option fields, edited as selects. */
export const SELECT_FIELDS = [
  'height',
  'weight',
  'marriage',
  'children',
  'income',
  'orientation',
  'horoscope',
] as const satisfies readonly ProfileOptionField[];
type SelectField = (typeof SELECT_FIELDS)[number];

/** Form values: selects hold the code as text, '' for "not set". */
export type ProfileFormValues = Record<SelectField, string> & {
  purpose: string[];
  interest: '' | '0' | '1';
  biography: string;
};

export const optionCodes = (field: ProfileOptionField): readonly number[] => ProfileOptions[field];

export function toFormValues(profile: UserProfile | undefined): ProfileFormValues {
  const code = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    height: code(profile?.height),
    weight: code(profile?.weight),
    marriage: code(profile?.marriage),
    children: code(profile?.children),
    income: code(profile?.income),
    orientation: code(profile?.orientation),
    horoscope: code(profile?.horoscope),
    purpose: (profile?.purpose ?? []).map(String),
    interest: profile?.interest === 0 ? '0' : profile?.interest === 1 ? '1' : '',
    biography: profile?.biography ?? '',
  };
}

export function toUpdateBody(values: ProfileFormValues): UpdateUserBody {
  const body: UpdateUserBody = {
    purpose: values.purpose.map(Number),
    biography: values.biography.trim() || null,
  };
  for (const field of SELECT_FIELDS) body[field] = values[field] ? Number(values[field]) : null;
  if (values.interest) body.interest = values.interest === '1' ? 1 : 0;
  return body;
}
