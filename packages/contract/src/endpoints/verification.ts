import { endpoint } from '../endpoint';
import { VerificationState } from '../verification';

const tag = 'verification';

/**
 * Identity verification by selfie (issue 19): the member shows the gesture they are given on a selfie,
 * which is stored privately and queued for the operators (`admin.verifications`).
 */
export const verification = {
  /** The member's state and the gesture to show (kept until a selfie is sent). */
  state: endpoint({ method: 'GET', path: '/verification', access: 'user', tag, response: VerificationState }),
  /**
   * A multipart form with the selfie as `file`; answers `pending`. Refused while a selfie waits for review
   * (409) and once verified (400010).
   */
  send: endpoint({
    method: 'POST',
    path: '/verification',
    access: 'user',
    tag,
    body: 'multipart',
    response: VerificationState,
  }),
};
