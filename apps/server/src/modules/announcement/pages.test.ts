import type { AdminPage, AuditEntry, PageAnswer } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';

/*
 * The static pages' texts (GET page, spec §7; docs/decisions.md 52): an operator replaces a page's text in
 * one language; the other languages keep the locale files' text; members and visitors read it.
 */

const t = useTestApp();
const http = () => api(t.app);
let admin: OperatorMember;
let support: OperatorMember;
let member: Member;

beforeAll(async () => {
  admin = await signUpOperator(t.app, ['admin']);
  support = await signUpOperator(t.app, ['support']);
  member = await signUp(t.app);
});

const ABOUT = {
  title: 'Über Yuanfen',
  intro: 'Wir verbinden Menschen über Sprachen hinweg.',
  sections: [{ heading: 'Wer wir sind', body: 'Ein kleines Team.\n\nIn Berlin und Shanghai.' }],
};
const page = async (query: string, headers: Record<string, string> = {}) => {
  const res = await http().get(`/v1/page?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PageAnswer>();
};
const save = (who: { auth: Record<string, string> }, name: string, body: object) =>
  http().put(`/v1/admin/pages/${name}`, body, who.auth);

describe('GET page', () => {
  it('is null for a page no operator wrote: the app shows the locale files’ text', async () => {
    expect(await page('name=terms&lang=fr')).toEqual({
      name: 'terms',
      language: 'fr',
      content: null,
      updated_at: null,
    });
  });

  it('answers an operator’s text in its language only, for visitors and members, by lang or Accept-Language', async () => {
    const saved = await save(admin, 'about', { language: 'de', content: ABOUT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await page('name=about&lang=de')).toMatchObject({ language: 'de', content: ABOUT });
    expect(await page('name=about', { 'accept-language': 'de-DE,de;q=0.9', ...member.auth })).toMatchObject({
      content: ABOUT,
    });
    // Other languages keep their own text from the locale files.
    expect((await page('name=about&lang=en')).content).toBeNull();
    expect((await page('name=about&lang=ja')).content).toBeNull();
  });

  it('refuses an unknown page or language with 400001', async () => {
    for (const query of ['name=secret', 'name=about&lang=xx', '']) {
      const res = await http().get(`/v1/page?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
  });
});

describe('operators write the pages’ texts', () => {
  it('replaces and restores a text, each change audited with before and after', async () => {
    const first = { ...ABOUT, title: 'Datenschutz' };
    expect((await save(admin, 'policy', { language: 'de', content: first })).statusCode).toBe(200);
    const second = { ...ABOUT, title: 'Datenschutzerklärung', intro: '' };
    const res = await save(admin, 'policy', { language: 'de', content: second });
    expect(res.json<PageAnswer>().content).toEqual({ ...second, intro: null });
    const listed = (await http().get('/v1/admin/pages', admin.auth)).json<{ data: AdminPage[] }>().data;
    expect(listed.find((p) => p.name === 'policy' && p.language === 'de')).toMatchObject({
      author: { id: admin.id },
    });

    const removed = await http().delete('/v1/admin/pages/policy?language=de', undefined, admin.auth);
    expect(removed.json()).toEqual({ removed: true });
    expect((await page('name=policy&lang=de')).content).toBeNull();
    const again = await http().delete('/v1/admin/pages/policy?language=de', undefined, admin.auth);
    expect(again.json()).toEqual({ removed: false });

    const audit = (await http().get('/v1/admin/audit', admin.auth)).json<{ data: AuditEntry[] }>().data;
    const entries = audit.filter((e) => e.target === 'page:policy:de').map((e) => e.action);
    expect(entries).toEqual(['pages.reset', 'pages.write', 'pages.write']);
  });

  it('refuses members, visitors and operators without the permission, and changes nothing', async () => {
    const body = { language: 'en', content: { ...ABOUT, title: 'Hacked' } };
    expect((await save(member, 'terms', body)).statusCode).toBe(403);
    expect((await save({ auth: {} }, 'terms', body)).statusCode).toBe(401);
    expect((await save(support, 'terms', body)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/pages', support.auth)).statusCode).toBe(403);
    expect((await http().delete('/v1/admin/pages/terms?language=en', undefined, member.auth)).statusCode).toBe(403);
    expect((await page('name=terms&lang=en')).content).toBeNull();
  });

  it('refuses an empty title or section, no section, and an unknown page, with the field named', async () => {
    const bad = [
      { language: 'en', content: { ...ABOUT, title: '  ' } },
      { language: 'en', content: { ...ABOUT, sections: [] } },
      { language: 'en', content: { ...ABOUT, sections: [{ heading: 'H', body: '' }] } },
      { language: 'xx', content: ABOUT },
    ];
    for (const body of bad) {
      const res = await save(admin, 'faq', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect((await save(admin, 'nothing', { language: 'en', content: ABOUT })).statusCode).toBe(400);
    expect((await page('name=faq&lang=en')).content).toBeNull();
  });
});
