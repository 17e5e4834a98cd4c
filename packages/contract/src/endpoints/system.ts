import { ClientErrorBody, OkResponse } from '../account';
import { endpoint } from '../endpoint';
import {
  CountryCodeResponse,
  DebugCaptchaAnswer,
  DebugCaptchaParam,
  OutboxList,
  OutboxQuery,
  ServerConfig,
  VersionInfo,
  VersionParams,
} from '../system';

const tag = 'system';

/** What the server is (edition, version), client updates and crash reports; the debug routes outside production. */
export const system = {
  config: endpoint({ method: 'GET', path: '/config', access: 'optional', tag, response: ServerConfig }),
  countryCode: endpoint({
    method: 'GET',
    path: '/countryCode',
    access: 'optional',
    tag,
    response: CountryCodeResponse,
  }),
  /** Whether a client of platform `a` at version `b` should update (and must, with `force`). */
  version: endpoint({
    method: 'GET',
    path: '/version/:a/:b',
    access: 'optional',
    tag,
    params: VersionParams,
    response: VersionInfo,
  }),
  /** A client's crash report; kept within a per-address budget, always answered `ok`. */
  error: endpoint({
    method: 'POST',
    path: '/error',
    access: 'optional',
    tag,
    body: ClientErrorBody,
    response: OkResponse,
  }),
  /** Development only, from this machine only: a captcha's answer (404 when unknown). */
  debugCaptcha: endpoint({
    method: 'GET',
    path: '/debug/captcha/:id',
    access: 'optional',
    tag: 'debug',
    params: DebugCaptchaParam,
    response: DebugCaptchaAnswer,
  }),
  /** Development only, from this machine only: the mail and SMS that would have been sent. */
  debugOutbox: endpoint({
    method: 'GET',
    path: '/debug/outbox',
    access: 'optional',
    tag: 'debug',
    query: OutboxQuery,
    response: OutboxList,
  }),
};
