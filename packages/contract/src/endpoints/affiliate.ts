import { AffiliateSummary, PortalKeyBody, PortalKeyResponse, PortalRedeemBody, PortalSession } from '../affiliate';
import { endpoint } from '../endpoint';

/** The affiliate programme (spec §2, §7): the member's code, link and what it brought. */
export const affiliate = {
  summary: endpoint({
    method: 'GET',
    path: '/affiliate',
    access: 'user',
    tag: 'affiliate',
    response: AffiliateSummary,
  }),
};

/** The wrapper's recharge portal (spec §7): a one-time key, redeemed by an external browser. */
export const portal = {
  /** A key for the portal, good once for 5 minutes, for the caller only. */
  key: endpoint({
    method: 'POST',
    path: '/key',
    access: 'user',
    tag: 'account',
    body: PortalKeyBody,
    response: PortalKeyResponse,
  }),
  /** The portal page's exchange of its address for a recharge-only session. */
  redeem: endpoint({
    method: 'POST',
    path: '/key/redeem',
    access: 'optional',
    tag: 'account',
    body: PortalRedeemBody,
    response: PortalSession,
  }),
};
