import { fail } from '../../platform/errors';

export interface WechatConfig {
  appId?: string;
  appSecret?: string;
  apiBase: string;
  openBase: string;
}

export interface WechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  sex: number;
  headimgurl?: string;
}

interface WechatErrorReply {
  errcode?: number;
  errmsg?: string;
}

/**
 * WeChat OAuth 2.0 web sign-in as WeChat documents it: authorize (QR connect on the web, oauth2 in the
 * WeChat browser) → `sns/oauth2/access_token` with the code → `sns/userinfo`.
 */
export class WechatClient {
  constructor(
    private readonly config: WechatConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** The official account's jsapi_ticket, kept until shortly before it expires (WeChat limits the fetches). */
  private ticket: { value: string; until: number } | null = null;
  private ticketLoading: Promise<string> | null = null;

  get appId(): string | undefined {
    return this.config.appId;
  }

  get configured(): boolean {
    return Boolean(this.config.appId && this.config.appSecret);
  }

  private requireConfig() {
    if (!this.configured) throw fail.code(400, 0, 'WeChat sign-in is not configured');
    return { appId: this.config.appId!, appSecret: this.config.appSecret! };
  }

  authorizeUrl(opts: { redirectUri: string; state: string; inWechat: boolean }): string {
    const { appId } = this.requireConfig();
    const params = new URLSearchParams({
      appid: appId,
      redirect_uri: opts.redirectUri,
      response_type: 'code',
      scope: opts.inWechat ? 'snsapi_userinfo' : 'snsapi_login',
      state: opts.state,
    });
    const endpoint = opts.inWechat ? '/connect/oauth2/authorize' : '/connect/qrconnect';
    return `${this.config.openBase}${endpoint}?${params.toString()}#wechat_redirect`;
  }

  private async getJson<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${this.config.apiBase}${path}?${new URLSearchParams(params).toString()}`;
    let reply: T & WechatErrorReply;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      reply = (await response.json()) as T & WechatErrorReply;
    } catch {
      throw fail.code(502, 0, 'WeChat could not be reached, please try again');
    }
    if (reply.errcode) throw fail.code(400, 0, `WeChat sign-in failed: ${reply.errmsg ?? reply.errcode}`);
    return reply;
  }

  async exchangeCode(code: string): Promise<{ access_token: string; openid: string; unionid?: string }> {
    const { appId, appSecret } = this.requireConfig();
    return this.getJson('/sns/oauth2/access_token', {
      appid: appId,
      secret: appSecret,
      code,
      grant_type: 'authorization_code',
    });
  }

  /**
   * The JS-SDK ticket as WeChat documents it: `cgi-bin/token` (client_credential) for an access token,
   * then `cgi-bin/ticket/getticket?type=jsapi`. Cached for its `expires_in` less 5 minutes; concurrent
   * callers share one fetch.
   */
  async jsapiTicket(): Promise<string> {
    if (this.ticket && this.ticket.until > this.now()) return this.ticket.value;
    this.ticketLoading ??= (async () => {
      const { appId, appSecret } = this.requireConfig();
      try {
        const { access_token } = await this.getJson<{ access_token: string }>('/cgi-bin/token', {
          grant_type: 'client_credential',
          appid: appId,
          secret: appSecret,
        });
        const reply = await this.getJson<{ ticket: string; expires_in: number }>('/cgi-bin/ticket/getticket', {
          access_token,
          type: 'jsapi',
        });
        this.ticket = { value: reply.ticket, until: this.now() + Math.max(60, reply.expires_in - 300) * 1000 };
        return reply.ticket;
      } finally {
        this.ticketLoading = null;
      }
    })();
    return this.ticketLoading;
  }

  async userInfo(accessToken: string, openid: string): Promise<WechatUser> {
    return this.getJson('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
  }
}
