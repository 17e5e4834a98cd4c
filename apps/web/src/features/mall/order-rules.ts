import {
  CHINA_PROVINCES,
  COUNTRY_CODES,
  FLOWER_COUNTRY,
  ORDER_MAX_QUANTITY,
  type MallOrderAction,
  type MallOrderStatus,
  type Order,
} from '@yuanfen/contract';

/** The address fields of the order and accept forms, as typed. */
export interface AddressValues {
  country: string;
  province: string;
  city: string;
  line: string;
  postcode: string;
}

/** A problem with one field: a key of `mall:problem.*`. */
export type AddressProblem =
  'required' | 'flowersChinaOnly' | 'province' | 'postcodeChina' | 'postcode' | 'unknownCountry';
export type AddressProblems = Partial<Record<keyof AddressValues, AddressProblem>>;

const PROVINCES = new Set(CHINA_PROVINCES.map((p) => p.toLowerCase()));

/**
 * The checks the server makes (contract `Address`, server `checkDelivery`), made before sending so a
 * member sees what to fix at once: flowers only to mainland China, with one of its 31 provinces and, if
 * given, a six-digit postcode. Any address in China names its province here (the form offers the list),
 * which the server asks of flowers only. The server checks again and its refusal is shown the same way.
 */
export function addressProblems(values: AddressValues, flower: boolean): AddressProblems {
  const problems: AddressProblems = {};
  if (!COUNTRY_CODES.includes(values.country)) problems.country = 'unknownCountry';
  else if (flower && values.country !== FLOWER_COUNTRY) problems.country = 'flowersChinaOnly';
  if (!values.city.trim()) problems.city = 'required';
  if (!values.line.trim()) problems.line = 'required';
  const inChina = values.country === FLOWER_COUNTRY;
  if (inChina && !PROVINCES.has(values.province.trim().toLowerCase())) problems.province = 'province';
  const postcode = values.postcode.trim();
  if (postcode) {
    if (inChina && !/^\d{6}$/.test(postcode)) problems.postcode = 'postcodeChina';
    else if (!/^[A-Za-z0-9 -]{2,12}$/.test(postcode)) problems.postcode = 'postcode';
  }
  return problems;
}

/** The address as `POST products` and `PUT order/{id}` take it: empty optional fields left out. */
export function addressBody(values: AddressValues) {
  const province = values.province.trim();
  const postcode = values.postcode.trim();
  return {
    country: values.country,
    city: values.city.trim(),
    line: values.line.trim(),
    ...(province ? { province } : {}),
    ...(postcode ? { postcode } : {}),
  };
}

export const validQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= ORDER_MAX_QUANTITY;

/** The four steps of an order (spec §4), in order. */
export const ORDER_STEPS = ['pending_accept', 'prepare_delivery', 'delivered', 'signed_received'] as const;
export type StepState = 'done' | 'current' | 'todo';

/**
 * The step indicator of an order: the steps before its status are done, its own is current. A cancelled
 * order never left the first step (only a waiting order can be cancelled): that step shows as stopped.
 */
export function orderSteps(status: MallOrderStatus): Array<{ step: (typeof ORDER_STEPS)[number]; state: StepState }> {
  const at = status === 'cancelled' ? 0 : ORDER_STEPS.indexOf(status);
  return ORDER_STEPS.map((step, i) => ({
    step,
    state: i < at || (status === 'signed_received' && i === at) ? 'done' : i === at ? 'current' : 'todo',
  }));
}

/**
 * The moves the viewer may make, as buttons, in the order shown: the server says which (`can`), this
 * says how many and which first. The shop's moves are the operator console's, not a member's screen.
 */
export type MemberAction = Extract<MallOrderAction, 'accept' | 'refuse' | 'sign'>;
const MEMBER_ACTIONS: MemberAction[] = ['accept', 'sign', 'refuse'];
export function memberActions(order: Pick<Order, 'can'>): MemberAction[] {
  return MEMBER_ACTIONS.filter((action) => order.can[action]);
}

/** Accepting an order that has no address yet asks the recipient for one. */
export const acceptNeedsAddress = (order: Pick<Order, 'address'>) => order.address === null;

/** Which side of the order the viewer is on: the tab it is listed under. */
export type OrderSide = 'sent' | 'received';

/** The form's own fields beside the address. */
export type FormProblems = AddressProblems & { full_name?: 'required'; phone?: 'phone' };

const PHONE = /^\+?[0-9 ()-]{5,24}$/;
export const phoneProblem = (phone: string): 'phone' | undefined =>
  phone.trim() && !PHONE.test(phone.trim()) ? 'phone' : undefined;

/**
 * A 400001 refusal of `POST products` or `PUT order/{id}` (`errors` keyed `address.country`, `full_name`…)
 * as the form's problems, in the member's language: the server's own check (flowers only in China, also
 * when the browser was bypassed) reads the same as the form's.
 */
export function serverProblems(errors: Record<string, string>): FormProblems {
  const problems: FormProblems = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === 'address.country') problems.country = /china/i.test(message) ? 'flowersChinaOnly' : 'unknownCountry';
    else if (field === 'address.province') problems.province = 'province';
    else if (field === 'address.postcode')
      problems.postcode = /six|china/i.test(message) ? 'postcodeChina' : 'postcode';
    else if (field === 'address.city') problems.city = 'required';
    else if (field === 'address.line') problems.line = 'required';
    else if (field === 'full_name') problems.full_name = 'required';
    else if (field === 'phone') problems.phone = 'phone';
  }
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/** What the order and accept forms check before sending: a name, a plausible phone, and the address if any. */
export function formProblems(input: {
  fullName: string;
  phone: string;
  address: AddressValues | null;
  flower: boolean;
}): FormProblems {
  return {
    ...(input.address ? addressProblems(input.address, input.flower) : {}),
    ...(input.fullName.trim() ? {} : { full_name: 'required' as const }),
    ...(phoneProblem(input.phone) ? { phone: 'phone' as const } : {}),
  };
}
