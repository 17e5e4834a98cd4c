import { AuthResponse, SocialBody, SocialProviderParam, WechatUrlResponse } from '../account';
import { SignUpQuery } from '../affiliate';
import { endpoint } from '../endpoint';
import { WechatJsConfig, WechatJsConfigQuery } from '../system';

const tag = 'account';

/** Signing in with another provider's account (WeChat). */
export const social = {
  /** The WeChat sign-in page to send the browser to: the in-app one inside WeChat, the QR page elsewhere. */
  wechatUrl: endpoint({
    method: 'GET',
    path: '/social/wechat/url',
    access: 'optional',
    tag,
    response: WechatUrlResponse,
  }),
  /**
   * The WeChat JS-SDK `wx.config` signature for a page of this site (sharing cards inside WeChat):
   * sha1 over the jsapi_ticket, a nonce, the time and the page's URL without its fragment.
   */
  wechatJsConfig: endpoint({
    method: 'GET',
    path: '/social/wechat/jsconfig',
    access: 'optional',
    tag,
    query: WechatJsConfigQuery,
    response: WechatJsConfig,
  }),
  /** Signs in (or up) with the provider's authorization code. */
  signIn: endpoint({
    method: 'POST',
    path: '/social/:provider',
    access: 'optional',
    tag,
    params: SocialProviderParam,
    /** `pid`: the affiliate, attributed when this sign-in creates the account. */
    query: SignUpQuery,
    body: SocialBody,
    response: AuthResponse,
  }),
};
