import { RefusalReason, type AuditEntry } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../platform/csv';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedGifts } from '../../seed/gifts';
import { signUpOperator, type OperatorMember } from './admin.test-helpers';

/*
 * The console's lists as CSV (issue 17, decision 60): UTF-8 with a byte-order mark, formula-safe cells, the
 * list's filters and permission, and the export itself in the audit log.
 */

const t = useTestApp();
const http = () => api(t.app);
let admin: OperatorMember;
let moderator: OperatorMember;
let reporter: Member;

beforeAll(async () => {
  admin = await signUpOperator(t.app, ['admin']);
  moderator = await signUpOperator(t.app, ['moderator']);
  reporter = await signUp(t.app);
});

async function fileReport(content: string) {
  const target = await signUp(t.app);
  const res = await http().post('/v1/reports', { type: 'user', related_id: target.id, content }, reporter.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

/** The rows of a CSV answer (without the byte-order mark), split naively: the tests' cells hold no newline. */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV cells', () => {
  it('neutralises formulas, quotes what must be quoted and keeps numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['admin', 'support'])).toBe('admin support');
    expect(csvCell('缘分')).toBe('缘分');
    expect(csvLine([1, 'x', undefined])).toBe('1,x,\r\n');
  });
});

describe('GET admin/<list>/export.csv', () => {
  it('streams the report queue as UTF-8 CSV with a BOM, with the list filters, formula-safe', async () => {
    const chinese = await fileReport('他在骗钱，请处理');
    const formula = await fileReport('=cmd|"/c calc"!A1');
    const res = await http().get('/v1/admin/reports/export.csv?kind=user&status=open', moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reports-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toBe(
      'id,kind,status,reporter.id,reporter.name,content,subject.type,subject.id,subject.member.id,' +
        'subject.member.name,subject.text,decision,decision_reason,decided_by,decided_at,created_at',
    );
    expect(rows.find((r) => r.startsWith(`${chinese},`))).toContain(',他在骗钱，请处理,');
    expect(rows.find((r) => r.startsWith(`${formula},`))).toContain(`,"'=cmd|""/c calc""!A1",`);
    expect(rows.every((r) => r.split(',')[1] === 'user')).toBe(true);
  });

  it('is audited with its filters', async () => {
    await http().get('/v1/admin/users/export.csv?status=banned&q=zz', moderator.auth);
    const audit = await http().get('/v1/admin/audit?action=export&target=list:members', admin.auth);
    expect(audit.json<{ data: AuditEntry[] }>().data[0]).toMatchObject({
      actor_id: moderator.id,
      action: 'export',
      target: 'list:members',
      after: { filters: { status: 'banned', q: 'zz' } },
    });
  });

  it('has the permission of its list: refused as JSON to other roles, members and operators without 2FA', async () => {
    const finance = await signUpOperator(t.app, ['finance']);
    const noTwoFactor = await signUpOperator(t.app, ['moderator'], { twoFactor: false });
    const refused = await http().get('/v1/admin/reports/export.csv', finance.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await http().get('/v1/admin/audit/export.csv', moderator.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/support/export.csv', reporter.auth)).statusCode).toBe(403);
    const gated = await http().get('/v1/admin/reports/export.csv', noTwoFactor.auth);
    expect(gated.statusCode).toBe(403);
    expect(gated.json<{ reason: string }>().reason).toBe(RefusalReason.TwoFactorRequired);
    expect((await http().get('/v1/admin/reports/export.csv?status=closed', moderator.auth)).statusCode).toBe(400);
    expect((await http().get('/v1/admin/withdrawals/export.csv', finance.auth)).statusCode).toBe(200);
  });

  it('exports every list the console has', async () => {
    const first: Record<string, string> = {
      users: 'id',
      reports: 'id',
      audit: 'id',
      withdrawals: 'id',
      verifications: 'id',
      support: 'id',
      orders: 'id',
      refunds: 'id',
      translators: 'member.id',
      'translators/jobs': 'id',
      'translators/reports': 'id',
      'translators/pay': 'member.id',
      gifts: 'id',
      products: 'id',
    };
    for (const [list, column] of Object.entries(first)) {
      const res = await http().get(`/v1/admin/${list}/export.csv`, admin.auth);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
      expect(res.body.startsWith(`\uFEFF${column},`), list).toBe(true);
    }
  });

  it('exports the catalogue with its names in every language, and only to the admin', async () => {
    await seedGifts(t.app.db, t.app.services.storage);
    const res = await http().get('/v1/admin/gifts/export.csv', admin.auth);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toContain('names.en,names.zh,names.tw,names.de,names.it,names.fr,names.ja,names.ko');
    expect(rows.length).toBeGreaterThan(0);
    expect((await http().get('/v1/admin/gifts/export.csv', moderator.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/orders/export.csv', moderator.auth)).statusCode).toBe(403);
  });
});

describe('GET admin/audit filters', () => {
  it('filters by a range of days, by actor and by action', async () => {
    await http().get('/v1/admin/reports/export.csv', moderator.auth);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await http().get(
      `/v1/admin/audit?actor_id=${moderator.id}&action=export&from=${today}&to=${today}`,
      admin.auth,
    );
    expect(inRange.statusCode, inRange.body).toBe(200);
    const entries = inRange.json<{ data: AuditEntry[] }>().data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor_id === moderator.id && e.action === 'export')).toBe(true);
    const before = await http().get(`/v1/admin/audit?actor_id=${moderator.id}&to=2020-01-01`, admin.auth);
    expect(before.json<{ data: AuditEntry[] }>().data).toEqual([]);
    expect((await http().get('/v1/admin/audit?from=yesterday', admin.auth)).statusCode).toBe(400);
  });
});
