import { describe, expect, it } from 'vitest';
import { api, outboxOf } from '../../test/account-helpers';
import { randomIp, signUp, uniqueName } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { graphApi } from '../relations/relations.test-helpers';

const t = useTestApp();
const cn = useTestApp({ config: { edition: 'cn' } });

const newEmail = () => `${uniqueName('lang')}@example.test`;

/** POST verify from a fresh address, then the one mail that arrived. */
async function codeMail(app: TestApp['app'], body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await api(app).post('/v1/verify', body, headers, randomIp());
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await outboxOf(app, String(body.email));
  return mail!;
}

describe('code mails in the recipient’s language', () => {
  it('writes to an address without an account in the language the page asked in', async () => {
    const ja = await codeMail(t.app, { email: newEmail(), purpose: 'register' }, { 'accept-language': 'ja' });
    expect(ja.subject).toBe('Yuanfen 登録用の確認コード');
    expect(ja.text).toContain(`Yuanfen の確認コードは ${ja.code} です。`);
    const tw = await codeMail(
      t.app,
      { email: newEmail(), purpose: 'register' },
      { 'accept-language': 'zh-TW,zh;q=0.8' },
    );
    expect(tw.subject).toBe('你的緣分註冊驗證碼');
    const unknown = await codeMail(t.app, { email: newEmail(), purpose: 'register' }, { 'accept-language': 'pt-BR' });
    expect(unknown.subject).toBe('Your Yuanfen sign-up code');
  });

  it('writes in Chinese on the China edition when the request names no language it speaks', async () => {
    const mail = await codeMail(cn.app, { email: newEmail(), purpose: 'register' });
    expect(mail.subject).toBe('你的缘分注册验证码');
    expect(mail.text).toContain(`你的缘分验证码是 ${mail.code}`);
  });

  it('writes to an account in the account’s language, whatever the request asks', async () => {
    const hans = await signUp(t.app, { language: 'de' });
    const mail = await codeMail(t.app, { email: hans.email, purpose: 'password' }, { 'accept-language': 'en-US' });
    expect(mail.subject).toBe('Setze dein Yuanfen-Passwort zurück');
    expect(mail.text).toContain(`Dein Yuanfen-Code lautet ${mail.code}.`);
    const claire = await signUp(t.app, { language: 'fr' });
    const reactivate = await codeMail(t.app, { email: claire.email, purpose: 'password' }, { 'accept-language': 'ko' });
    expect(reactivate.subject).toBe('Réinitialisez votre mot de passe Yuanfen');
  });
});

describe('notification mails in the recipient’s language', () => {
  it('tells a Korean member of a like in Korean, with the link', async () => {
    const [minji, anna] = [await signUp(t.app, { language: 'ko' }), await signUp(t.app)];
    expect((await graphApi(t.app).like(anna, minji.id)).statusCode).toBe(200);
    const [mail] = await outboxOf(t.app, minji.email);
    expect(mail!.subject).toBe(`${anna.name}님이 회원님을 좋아합니다`);
    const [body, footer] = mail!.text.split('\n\n--\n');
    expect(body).toMatch(
      new RegExp(`^Yuanfen 새 소식: ${anna.name}님이 회원님을 좋아합니다\\. 확인하기: .+/profile/${anna.id}$`),
    );
    // The one-click way out (RFC 8058) is offered in the member's language too.
    expect(footer).toMatch(/^알림 설정에서 좋아요 알림 메일을 켜 두셔서 .+ 끄기: .+\/v1\/mail\/unsubscribe\?token=/);
  });
});
