import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WechatJsConfig } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { accountRepo } from '../account/account.repo';
import type { AccountService } from '../account/account.service';
import type { AffiliateService } from '../affiliate/affiliate.service';
import type { ClientInfo, SessionService } from '../account/session.service';
import { socialRepo } from './social.repo';
import type { WechatClient } from './wechat.client';

const STATE_TTL_MS = 10 * 60_000;
/** The link of a member's openid under the official account (signed in inside the WeChat browser). */
const WECHAT_MP = 'wechat_mp';

/** Sign-in with a social provider: links the provider's account to a member, creating one on first use. */
export class SocialService {
  constructor(
    private readonly db: Db,
    private readonly wechat: WechatClient,
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
    private readonly publicUrl: string,
    /** Attributes a sign-up to the affiliate whose pid it carried (issue 18). */
    private readonly affiliates?: Pick<AffiliateService, 'attribute'>,
    private readonly stateKey = randomBytes(32),
  ) {}

  /** The state is signed and timed, so a callback can't be forged or replayed much later. */
  private signState(issuedAt: number): string {
    const mac = createHmac('sha256', this.stateKey).update(String(issuedAt)).digest('base64url').slice(0, 22);
    return `${issuedAt.toString(36)}.${mac}`;
  }

  checkState(state: string | undefined, now = Date.now()): boolean {
    const [ts, mac] = (state ?? '').split('.');
    const issuedAt = parseInt(ts ?? '', 36);
    if (!mac || !Number.isFinite(issuedAt) || now - issuedAt > STATE_TTL_MS || issuedAt > now + 60_000) return false;
    const expected = Buffer.from(this.signState(issuedAt).split('.')[1]!);
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  wechatUrl(inWechat: boolean): string {
    return this.wechat.authorizeUrl({
      redirectUri: `${this.publicUrl}/?social=wechat`,
      state: this.signState(Date.now()),
      inWechat,
    });
  }

  async signIn(provider: string, input: { code: string; state?: string }, client: ClientInfo, pid?: string) {
    if (provider !== 'wechat') throw fail.notFound(`Unknown sign-in provider ${provider}`);
    if (!this.wechat.configured) throw fail.code(400, 0, 'WeChat sign-in is not configured');
    if (!this.checkState(input.state)) throw fail.validation({ state: 'Sign-in link expired, please try again' });
    const token = await this.wechat.exchangeCode(input.code);
    const uid = token.unionid ?? token.openid;
    const link = await socialRepo.findLink(this.db, 'wechat', uid);
    let user = link ? await accountRepo.findById(this.db, link.user_id) : undefined;
    if (!user) {
      const profile = await this.wechat.userInfo(token.access_token, token.openid);
      user = await accountRepo.insertUser(this.db, {
        name: await this.freeName(profile.nickname),
        gender: profile.sex === 2 ? 0 : 1,
        interest: profile.sex === 2 ? 1 : 0,
        language: 'zh',
        avatar: profile.headimgurl || null,
      });
      await socialRepo.insertLink(this.db, {
        provider: 'wechat',
        provider_uid: uid,
        union_id: token.unionid ?? null,
        user_id: user.id,
      });
      await this.affiliates?.attribute(user.id, pid, 'wechat');
    }
    await this.accounts.assertSocialSignIn(user);
    // Inside WeChat the openid belongs to the official account that also takes JSAPI payments: kept so
    // a payment there needs no second authorisation (`payerOpenid`).
    if (client.clientKind === 'wechat') {
      await socialRepo.upsertLink(this.db, {
        provider: WECHAT_MP,
        provider_uid: token.openid,
        union_id: token.unionid ?? null,
        user_id: user.id,
      });
    }
    return this.sessions.start(user, client);
  }

  /**
   * The JS-SDK `wx.config` for a page of this site, as WeChat's JS-SDK documentation specifies: sha1 over
   * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` with the URL as the page has it, without the `#` part.
   * Pages of other sites are refused: the signature would let them use our official account's sharing.
   */
  async jsConfig(pageUrl: string, now = Date.now()): Promise<WechatJsConfig> {
    if (!this.wechat.configured) throw fail.code(400, 0, 'WeChat sign-in is not configured');
    const url = pageUrl.split('#')[0]!;
    let origin: string | null = null;
    try {
      origin = new URL(url).origin;
    } catch {
      origin = null;
    }
    if (origin !== new URL(this.publicUrl).origin) throw fail.validation({ url: 'Not a page of this site' });
    const ticket = await this.wechat.jsapiTicket();
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(now / 1000);
    const signature = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
      .digest('hex');
    return { appId: this.wechat.appId!, timestamp, nonceStr, signature };
  }

  /** The member's openid under the official account, for a JSAPI payment inside WeChat; null if unknown. */
  async payerOpenid(userId: number): Promise<string | null> {
    return (await socialRepo.linkOfUser(this.db, WECHAT_MP, userId))?.provider_uid ?? null;
  }

  /** A valid, unused username from a nickname: cleaned, padded to 4, suffixed when taken. */
  private async freeName(nickname: string): Promise<string> {
    let base = nickname
      .replace(/[^\p{L}\p{N}_.\- ]/gu, '')
      .trim()
      .slice(0, 14);
    if (/^\+?\d[\d\s-]*$/.test(base) || base.length === 0) base = `wx_${base}`;
    if (base.length < 4) base = base.padEnd(4, '_');
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = attempt === 0 ? base : `${base}_${randomBytes(2).toString('hex')}`;
      if (!(await accountRepo.findByName(this.db, name))) return name;
    }
    return `wx_${randomBytes(6).toString('hex')}`;
  }
}
