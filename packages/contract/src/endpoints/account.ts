import {
  AuthenticateBody,
  AuthResponse,
  CaptchaResponse,
  DeleteAccountBody,
  LogoutBody,
  Me,
  OkResponse,
  PasswordFindBody,
  PasswordResetBody,
  ReactivateBody,
  RefreshBody,
  RegisterBody,
  ValidateBody,
  VerifyBody,
  VerifySentResponse,
} from '../account';
import { SignUpQuery } from '../affiliate';
import { endpoint } from '../endpoint';

const tag = 'account';

/** Signing up and in, codes, sessions, the password and the account's end (`account.routes.ts`). */
export const account = {
  /** A new image captcha, whose answer `verify` asks for once this address (IP) used up its codes without one. */
  captcha: endpoint({ method: 'GET', path: '/captcha', access: 'optional', tag, response: CaptchaResponse }),
  /** Sends a one-time code to an email or phone, for the `purpose` given. */
  verify: endpoint({
    method: 'POST',
    path: '/verify',
    access: 'optional',
    tag,
    body: VerifyBody,
    response: VerifySentResponse,
  }),
  /** Checks a code without using it up; with purpose `verify`, confirms the member's email or phone by it. */
  validate: endpoint({
    method: 'POST',
    path: '/validate',
    access: 'optional',
    tag,
    body: ValidateBody,
    response: OkResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    access: 'optional',
    tag,
    /** `pid`: the affiliate who brought the visitor, attributed once at sign-up (spec §2, §7). */
    query: SignUpQuery,
    body: RegisterBody,
    response: AuthResponse,
  }),
  /** Signs in with email or phone and password (and a code when the device is new). */
  authenticate: endpoint({
    method: 'POST',
    path: '/authenticate',
    access: 'optional',
    tag,
    body: AuthenticateBody,
    response: AuthResponse,
  }),
  /** Trades a refresh token for a new pair; the old refresh token stops counting. */
  refresh: endpoint({
    method: 'POST',
    path: '/token/refresh',
    access: 'optional',
    tag,
    body: RefreshBody,
    response: AuthResponse,
  }),
  /** Ends this device's session, or every session with `all`. */
  logout: endpoint({ method: 'POST', path: '/logout', access: 'user', tag, body: LogoutBody, response: OkResponse }),
  me: endpoint({ method: 'GET', path: '/me', access: 'user', tag, response: Me }),
  /** A forgotten password: a code sent to the contact sets a new one. */
  findPassword: endpoint({
    method: 'PUT',
    path: '/password/find',
    access: 'optional',
    tag,
    body: PasswordFindBody,
    response: OkResponse,
  }),
  /** Changes the password with the old one; every other device is signed out. */
  changePassword: endpoint({
    method: 'POST',
    path: '/password/reset',
    access: 'user',
    tag,
    body: PasswordResetBody,
    response: OkResponse,
  }),
  /** The same change of password as a PUT, as the spec's clients send it. */
  changePasswordPut: endpoint({
    method: 'PUT',
    path: '/password/reset',
    access: 'user',
    tag,
    body: PasswordResetBody,
    response: OkResponse,
  }),
  /** Deactivates the account (the password confirms it when the account has one); `reactivate` undoes it. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/user',
    access: 'user',
    tag,
    body: DeleteAccountBody.nullish(),
    response: OkResponse,
  }),
  /** Brings a deactivated account back with a code sent to its contact, and signs in. */
  reactivate: endpoint({
    method: 'PUT',
    path: '/reactivate',
    access: 'optional',
    tag,
    body: ReactivateBody,
    response: AuthResponse,
  }),
};
