/**
 * A realistic community for the benchmarks, written straight into the real schema with bulk SQL
 * (generate_series, multi-row inserts) after the real migrations: members in the 8 languages with
 * profiles, posts, conversations with both members' threads, likes, visits, friends, blocks, recharges
 * and VIP purchases in the ledger, and stored translations of the newest posts and of the readers' chats.
 *
 *   node --import tsx bench/generate.ts              PostgreSQL (BENCH_DATABASE_URL's server, a database of its own)
 *   node --import tsx bench/generate.ts pglite       the embedded PGlite, in a temporary directory
 *   BENCH_SCALE=0.01 …                               1 = 100k members, 500k posts, 1M messages, 1M likes + 1M visits
 *   BENCH_KEEP=1 …                                   keep the database and print where it is
 *
 * The invariants the API relies on hold by construction: each member's balance is the sum of their
 * ledger entries (recharges paid by a successful order, VIP bought with gold), each conversation has
 * both members' thread rows whose last message, read position and unread count agree with the messages,
 * the message counter is the sum of unread, friends are mutual rows, ids grow with time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import { createPgDatabase } from '../apps/server/src/test/pg-database';

export interface CommunitySize {
  members: number;
  posts: number;
  messages: number;
  likes: number;
  visits: number;
}

/** Scale 1 is the community of issue 15; every figure is at least a small community's. */
export const communitySize = (scale: number): CommunitySize => ({
  members: Math.max(200, Math.round(100_000 * scale)),
  posts: Math.max(500, Math.round(500_000 * scale)),
  messages: Math.max(1_000, Math.round(1_000_000 * scale)),
  likes: Math.max(1_000, Math.round(1_000_000 * scale)),
  visits: Math.max(1_000, Math.round(1_000_000 * scale)),
});

/** The members the benches sign in as: active, public, in machine-translation mode, with many threads. */
export interface Reader {
  userId: number;
  deviceId: number;
  language: string;
}

const LANGUAGES = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'];
const COUNTRIES = ['US', 'CN', 'TW', 'DE', 'IT', 'FR', 'JP', 'KR'];
const CITIES = ['Chicago', 'Chengdu', 'Taichung', 'Hamburg', 'Bologna', 'Lyon', 'Osaka', 'Busan'];

/** Six posts and six chat lines per language, as members write them. */
const TEXTS: Record<string, { posts: string[]; chat: string[] }> = {
  en: {
    posts: [
      'Just finished a 10 km run along the river, legs are jelly!',
      'Rainy evening, a good book and a cup of tea.',
      'Tried a new ramen place downtown today, highly recommended.',
      'Sunday market haul: peaches, sourdough and fresh basil.',
      'Learning to play the guitar, my fingers hurt but it is worth it.',
      'Who else is watching the meteor shower tonight?',
    ],
    chat: [
      'Hi! How was your weekend?',
      'Haha, that sounds fun',
      'I love that song too',
      'Where are you from?',
      'Good night, talk tomorrow',
      'Do you like hiking?',
    ],
  },
  zh: {
    posts: [
      '今天去爬山了，风景很美。',
      '周末在家做了红烧肉，很成功！',
      '下雨天最适合看电影。',
      '刚学会包饺子，好开心。',
      '早上跑步五公里，感觉很好。',
      '有人喜欢摄影吗？',
    ],
    chat: [
      '你好！周末过得怎么样？',
      '哈哈，太有意思了',
      '我也喜欢这首歌',
      '你是哪里人？',
      '晚安，明天聊',
      '你喜欢爬山吗？',
    ],
  },
  tw: {
    posts: [
      '今天去陽明山走走，天氣很好。',
      '週末在家烤了蛋糕。',
      '下雨天最適合喝珍珠奶茶。',
      '剛看完一部很感人的電影。',
      '早上去河濱騎腳踏車。',
      '有人喜歡攝影嗎？',
    ],
    chat: [
      '你好！週末過得怎麼樣？',
      '哈哈，太好笑了',
      '我也很喜歡這首歌',
      '你住在哪裡？',
      '晚安，明天再聊',
      '你喜歡登山嗎？',
    ],
  },
  de: {
    posts: [
      'Endlich Wochenende! Ab in die Berge zum Wandern.',
      'Heute zum ersten Mal selbst Brot gebacken.',
      'Regen, ein gutes Buch und eine Tasse Tee.',
      'Der Weihnachtsmarkt hat wieder geöffnet!',
      'Morgens zehn Kilometer am Fluss gelaufen.',
      'Wer kennt ein gutes Café in Hamburg?',
    ],
    chat: [
      'Hallo! Wie war dein Wochenende?',
      'Haha, das klingt lustig',
      'Das Lied mag ich auch',
      'Woher kommst du?',
      'Gute Nacht, bis morgen',
      'Wanderst du gern?',
    ],
  },
  it: {
    posts: [
      'Finalmente il weekend, si va al mare!',
      'Oggi ho fatto la pasta fresca in casa.',
      'Pioggia, un buon libro e una tazza di tè.',
      'Il tramonto sul lago era bellissimo.',
      'Dieci chilometri di corsa stamattina.',
      'Qualcuno conosce una buona pizzeria a Bologna?',
    ],
    chat: [
      'Ciao! Com’è andato il weekend?',
      'Haha, che divertente',
      'Anche a me piace questa canzone',
      'Di dove sei?',
      'Buonanotte, a domani',
      'Ti piace camminare in montagna?',
    ],
  },
  fr: {
    posts: [
      'Balade au bord de la Seine ce matin, Paris sous le soleil.',
      "J'ai enfin réussi mes macarons ce week-end.",
      'Pluie, un bon livre et une tasse de thé.',
      'Marché du dimanche : pêches, pain au levain et basilic.',
      'Dix kilomètres de course ce matin, je suis ravi.',
      'Quelqu’un connaît un bon café à Lyon ?',
    ],
    chat: [
      'Salut ! Ton week-end s’est bien passé ?',
      'Haha, trop drôle',
      'J’adore aussi cette chanson',
      'Tu viens d’où ?',
      'Bonne nuit, à demain',
      'Tu aimes la randonnée ?',
    ],
  },
  ja: {
    posts: [
      '週末は鎌倉へ。海がとてもきれいでした。',
      '初めて自分でカレーを作ってみました。',
      '雨の日は読書と紅茶。',
      '朝、川沿いを10キロ走りました。',
      '新しいラーメン屋さんに行ってきました。',
      '写真が好きな人いますか？',
    ],
    chat: [
      'こんにちは！週末はどうでしたか？',
      'ははは、楽しそう',
      '私もその曲が好きです',
      'どこに住んでいますか？',
      'おやすみなさい、また明日',
      'ハイキングは好きですか？',
    ],
  },
  ko: {
    posts: [
      '주말에 한강에서 자전거를 탔어요.',
      '처음으로 김치찌개를 만들어 봤어요.',
      '비 오는 날엔 책과 차 한 잔.',
      '아침에 10킬로미터를 달렸어요.',
      '새로 생긴 카페에 다녀왔어요.',
      '사진 좋아하는 분 있나요?',
    ],
    chat: [
      '안녕하세요! 주말 잘 보냈어요?',
      '하하, 재미있네요',
      '저도 그 노래 좋아해요',
      '어디에 살아요?',
      '잘 자요, 내일 얘기해요',
      '등산 좋아해요?',
    ],
  },
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `array[${items.map(quote).join(', ')}]`;
/** A non-negative pseudo-random integer from an integer expression (PostgreSQL's own hash, stable). */
const h = (expr: string) => `(hashint4((${expr})::int)::bigint & 2147483647)`;
/** base64url of SHA-256, as `textHash` (modules/translation/memory.ts) computes it. */
const textHashSql = (expr: string) =>
  `translate(rtrim(encode(sha256(convert_to(${expr}, 'UTF8')), 'base64'), '='), '+/', '-_')`;

/**
 * The statements that build the community, in order. Work tables (`bench_*`) are ordinary tables, so
 * each statement may run on any connection of a pool; the last statements drop them.
 */
function communityStatements(size: CommunitySize, readers: number): string[] {
  const M = size.members;
  const P = size.posts;
  /** The active fifth of the members: they post half the posts and start most conversations. */
  const A = Math.max(readers + 1, Math.floor(M / 5));
  const C = Math.max(1, Math.ceil((size.messages - readers * 60 * 20) / 20));
  const K = Math.ceil(C / A);
  const step = Math.floor((M - 1) / K);
  const readerPeers = 60;
  const readerStep = Math.floor((M - 1) / (readerPeers + 1));
  const likesPerMember = Math.ceil(size.likes / M);
  const likeStep = Math.floor((M - 1) / likesPerMember);
  const visitsPerMember = Math.ceil(size.visits / M);
  const visitStep = Math.floor((M - 1) / visitsPerMember);
  const langs = textArray(LANGUAGES);
  /** An offset in [1, M-2] that is distinct for each k < K: a member's k-th partner is never themself or repeated. */
  const partner = (a: string, k: string, kStep: number, seed: string) =>
    `1 + ((${a}) - 1 + 1 + (${k}) * ${kStep} + ${h(seed)} % ${Math.max(1, kStep - 1)}) % ${M}`;
  const textRows = LANGUAGES.flatMap((lang) =>
    (['posts', 'chat'] as const).flatMap((kind) =>
      TEXTS[lang]![kind].map((body, n) => `(${quote(lang)}, '${kind}', ${n}, ${quote(body)})`),
    ),
  );
  return [
    `drop table if exists bench_texts, bench_conv, bench_pair`,
    `create table bench_texts (lang text, kind text, n int, body text, primary key (lang, kind, n))`,
    `insert into bench_texts values ${textRows.join(', ')}`,

    // Members: languages, genders and ages spread by hash; a tenth VIP; a few deactivated; most public.
    `insert into users (id, name, email, status, gender, language, avatar, vip, vip_expired_at, email_verified,
       birthday, height, interest, location, country, city, biography, biography_lang, visibility, purpose,
       translate_engine, last_active_at, created_at, deactivated_at)
     select i, 'member_' || i, 'member' || i || '@bench.yuanfen.test',
       case when i > ${readers} and i % 250 = 0 then 'deactivated' else 'active' end,
       ${h('i * 8')} % 2,
       (${langs})[1 + ${h('i * 8 + 1')} % 8],
       case when ${h('i * 8 + 2')} % 10 < 7 then 'avatars/bench-' || (${h('i * 8 + 2')} % 64) || '.webp' end,
       case when i % 10 = 0 then 1 else 0 end,
       case when i % 10 = 0 then now() + interval '30 days' end,
       1,
       date '1970-01-01' + (${h('i * 8 + 3')} % 14000)::int,
       201 + ${h('i * 8 + 4')} % 6,
       case when i > ${readers} and ${h('i * 8 + 5')} % 10 = 0 then null else 1 - ${h('i * 8')} % 2 end,
       (array[${COUNTRIES.map((c, n) => quote(`${CITIES[n]}, ${c}`)).join(', ')}])[1 + ${h('i * 8 + 1')} % 8],
       (${textArray(COUNTRIES)})[1 + ${h('i * 8 + 1')} % 8],
       (${textArray(CITIES)})[1 + ${h('i * 8 + 1')} % 8],
       case when ${h('i * 8 + 6')} % 3 = 0 then (select body from bench_texts t
         where t.lang = (${langs})[1 + ${h('i * 8 + 1')} % 8] and t.kind = 'posts' and t.n = i % 6) end,
       case when ${h('i * 8 + 6')} % 3 = 0 then (${langs})[1 + ${h('i * 8 + 1')} % 8] end,
       case when i <= ${readers} then 'public' else (array['hidden', 'friends', 'registered', 'public', 'public',
         'public', 'public', 'public', 'public', 'public'])[1 + ${h('i * 8 + 7')} % 10] end,
       jsonb_build_array(801 + ${h('i * 8 + 7')} % 16),
       1,
       now() - (case when i <= ${A} then ${h('i * 8 + 5')} % 2880 else ${h('i * 8 + 5')} % 525600 end) * interval '1 minute',
       now() - interval '2 years' + i * (interval '2 years' / ${M}),
       case when i > ${readers} and i % 250 = 0 then now() end
     from generate_series(1, ${M}) i`,
    `select setval(pg_get_serial_sequence('users', 'id'), ${M})`,

    // Posts: half by the active fifth; ids grow with time over a year; 1 % deleted.
    `insert into feeds (user_id, content, lang, created_at, deleted_at)
     select u.id, t.body || ' #' || j, u.language, now() - (${P} - j) * (interval '365 days' / ${P}),
       case when j % 100 = 0 then now() end
     from generate_series(1, ${P}) j
     join users u on u.id = 1 + ${h('j * 2')} % (case when j % 2 = 0 then ${A} else ${M} end)
     join bench_texts t on t.lang = u.language and t.kind = 'posts' and t.n = j % 6
     order by j`,

    // Conversations: the active fifth start them with distinct partners; each reader has 60 more.
    `create table bench_conv (id serial primary key, low int, high int, n int, ends_at timestamptz, gap interval)`,
    `insert into bench_conv (low, high, n, ends_at, gap)
     select distinct on (least(a, b), greatest(a, b)) least(a, b), greatest(a, b),
       2 + ${h('c * 4')} % 37,
       now() - (case when a <= ${readers} then ${h('c * 4 + 1')} % 1440 else ${h('c * 4 + 1')} % 259200 end) * interval '1 minute',
       (1 + ${h('c * 4 + 2')} % 240) * interval '1 minute'
     from (
       select c, 1 + (c - 1) % ${A} as a, ${partner(`1 + (c - 1) % ${A}`, `(c - 1) / ${A}`, step, 'c * 4 + 3')} as b
       from generate_series(1, ${C}) c
       union all
       select ${C} + r * 1000 + j, r, ${partner('r', 'j', readerStep, 'r * 1000 + j')}
       from generate_series(1, ${readers}) r, generate_series(0, ${readerPeers - 1}) j
     ) pairs(c, a, b)
     where a <> b
     order by least(a, b), greatest(a, b)`,

    // Messages: both members write, in their own languages; ids grow with time.
    `insert into messages (sender_id, recipient_id, pair_low, pair_high, content, lang, created_at, published_at)
     select m.sender, case when m.sender = m.low then m.high else m.low end, m.low, m.high, t.body, u.language, m.at, m.at
     from (
       select c.low, c.high, k,
         case when (k + ${h('c.id * 64 + k')} % 3) % 2 = 0 then c.low else c.high end as sender,
         c.ends_at - (c.n - k) * c.gap as at
       from bench_conv c, generate_series(1, c.n) k
     ) m
     join users u on u.id = m.sender
     join bench_texts t on t.lang = u.language and t.kind = 'chat' and t.n = m.k % 6
     order by m.at`,

    // Both sides' threads: read up to one's own last message (or all of it, three times in four).
    `create table bench_pair as
     select pair_low, pair_high, max(id) as last_id, max(created_at) as last_at, min(created_at) as first_at,
       coalesce(max(id) filter (where sender_id = pair_low), 0) as low_sent,
       coalesce(max(id) filter (where sender_id = pair_high), 0) as high_sent
     from messages group by pair_low, pair_high`,
    `insert into message_threads (user_id, peer_id, last_message_id, last_message_at, last_read_message_id,
       last_read_at, unread, created_at)
     select o.owner, o.peer, p.last_id, p.last_at,
       case when o.all_read then p.last_id else o.sent end,
       case when o.all_read then p.last_at end,
       case when o.all_read then 0 else (select count(*) from messages m where m.pair_low = p.pair_low
         and m.pair_high = p.pair_high and m.sender_id = o.peer and m.id > o.sent) end,
       p.first_at
     from bench_pair p cross join lateral (values
       (p.pair_low, p.pair_high, p.low_sent, ${h('p.last_id * 2')} % 4 <> 0),
       (p.pair_high, p.pair_low, p.high_sent, ${h('p.last_id * 2 + 1')} % 4 <> 0)
     ) o(owner, peer, sent, all_read)`,
    `insert into counters (user_id, message)
     select user_id, sum(unread) from message_threads group by user_id having sum(unread) > 0`,

    // A quarter of the conversations are between friends; a few blocks.
    `insert into friends (user_id, target_id, created_at)
     select low, high, ends_at - n * gap from bench_conv where id % 4 = 0
     union all select high, low, ends_at - n * gap from bench_conv where id % 4 = 0`,
    `insert into blocks (user_id, target_id)
     select i, 1 + (i + 6) % ${M} from generate_series(${readers + 1}, ${M}, 200) i
     on conflict do nothing`,

    // Likes and visits: each member likes and visits distinct members over the last three months.
    `insert into likes (user_id, target_id, created_at)
     select a, ${partner('a', 'k', likeStep, 'a * 16 + k')}, now() - ${h('a * 16 + k + 7')} % 129600 * interval '1 minute'
     from generate_series(0, ${likesPerMember - 1}) k, generate_series(1, ${M}) a
     limit ${size.likes}`,
    `insert into visits (user_id, target_id, day, created_at)
     select a, ${partner('a', 'k', visitStep, 'a * 32 + k + 3')}, at::date, at
     from (select a, k, now() - ${h('a * 32 + k + 11')} % 129600 * interval '1 minute' as at
           from generate_series(0, ${visitsPerMember - 1}) k, generate_series(1, ${M}) a
           limit ${size.visits}) v`,

    // Money: a fifth of the members and every VIP recharged through a successful order; VIPs paid 300
    // gold for their membership. Balances are the sums of the ledger.
    `insert into payment_orders (id, user_id, gateway, units, currency, price_cents, status, credited_at, created_at, updated_at)
     select 'B' || lpad(i::text, 9, '0'), i, 'sandbox', 100 + ${h('i * 4 + 1')} % 900 + case when i % 10 = 0 then 300 else 0 end,
       'USD', (100 + ${h('i * 4 + 1')} % 900 + case when i % 10 = 0 then 300 else 0 end) * 10, 'success',
       now() - interval '40 days', now() - interval '40 days', now() - interval '40 days'
     from generate_series(1, ${M}) i where i % 10 = 0 or ${h('i * 4')} % 5 = 0`,
    `insert into ledger (from_account, to_account, amount, kind, related_id, idempotency_key, created_at)
     select 'system:payments', 'user:' || user_id, units, 'recharge', id, 'order:' || id, credited_at from payment_orders
     where id like 'B%'`,
    `insert into ledger (from_account, to_account, amount, kind, related_id, idempotency_key, created_at)
     select 'user:' || i, 'system:vip_sales', 300, 'vip', null, 'bench-vip:' || i, now() - interval '39 days'
     from generate_series(10, ${M}, 10) i`,
    `update users u set balance = b.total from (
       select substr(account, 6)::int as id, sum(amount)::int as total from (
         select to_account as account, amount from ledger where to_account like 'user:%'
         union all select from_account, -amount from ledger where from_account like 'user:%') e
       group by account) b
     where u.id = b.id`,

    // Stored translations (the steady state: a text is translated once, then read many times): the
    // newest posts into every other language, the readers' conversations into the readers' languages.
    `insert into translations (item_type, item_id, target, text_hash, source, status, text, engine)
     select 'feed', f.id, l.target, ${textHashSql('f.content')}, f.lang, 'done', '[' || l.target || '] ' || f.content, 'memory'
     from (select id, content, lang from feeds order by id desc limit ${Math.max(200, Math.round(P / 250))}) f
     cross join unnest(${langs}) l(target)
     where l.target <> f.lang`,
    `insert into translations (item_type, item_id, target, text_hash, source, status, text, engine)
     select 'message', m.id, r.language, ${textHashSql('m.content')}, m.lang, 'done', '[' || r.language || '] ' || m.content, 'memory'
     from users r join messages m on (m.pair_low = r.id or m.pair_high = r.id) and m.sender_id <> r.id
     where r.id <= ${readers} and m.lang <> r.language
     on conflict do nothing`,

    `drop table bench_texts, bench_conv, bench_pair`,
    `analyze`,
  ];
}

/**
 * Builds the community on a freshly migrated database and answers the readers (members 1..`readers`,
 * each with a signed-in device).
 */
export async function generateCommunity(
  db: Db,
  size: CommunitySize,
  opts: { readers?: number; log?: (line: string) => void } = {},
): Promise<Reader[]> {
  const readers = opts.readers ?? 4;
  for (const statement of communityStatements(size, readers)) {
    const at = performance.now();
    await db.execute(sql.raw(statement));
    opts.log?.(
      `  ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s  ${statement.trim().split('\n')[0]!.slice(0, 90)}`,
    );
  }
  await db.execute(
    sql.raw(`insert into devices (user_id, client_id, client_kind)
      select id, 'bench-reader-' || id, 'web' from users where id <= ${readers}`),
  );
  const result = await db.execute(
    sql.raw(`select d.user_id, d.id, u.language from devices d join users u on u.id = d.user_id
      where d.client_id like 'bench-reader-%'`),
  );
  const rows = (result as unknown as { rows: { user_id: number; id: number; language: string }[] }).rows;
  return rows
    .map((r) => ({ userId: Number(r.user_id), deviceId: Number(r.id), language: r.language }))
    .sort((a, b) => a.userId - b.userId);
}

export interface BenchDatabase {
  database: Database;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL URL of the database (for the server and pgbench). */
  url?: string;
  /** Closes it and removes it (the PostgreSQL database, the PGlite directory). */
  drop(): Promise<void>;
}

/** The admin URL on whose server PostgreSQL benches create their databases. */
export const adminUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** A migrated, empty database of the bench's own: a new PostgreSQL database, or a PGlite in a temp dir. */
export async function openBenchDatabase(kind: 'postgres' | 'pglite'): Promise<BenchDatabase> {
  if (kind === 'postgres') {
    const created = await createPgDatabase(adminUrl(), `yf_bench_${randomBytes(2).toString('hex')}`);
    const database = await openDatabase({ url: created.url });
    return {
      database,
      kind,
      url: created.url,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-bench-data-'));
  const database = await openDatabase({ dataDir });
  return {
    database,
    kind,
    drop: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** BENCH_SCALE for PostgreSQL; PGlite gets a tenth of it unless BENCH_PGLITE_SCALE says otherwise. */
export function benchScale(kind: 'postgres' | 'pglite'): number {
  const scale = Number(process.env.BENCH_SCALE ?? 0.05);
  return kind === 'postgres' ? scale : Number(process.env.BENCH_PGLITE_SCALE ?? scale / 10);
}

async function main() {
  const kind = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
  const size = communitySize(benchScale(kind));
  console.log(`generating on ${kind}: ${JSON.stringify(size)}`);
  const bench = await openBenchDatabase(kind);
  let keep = process.env.BENCH_KEEP === '1';
  try {
    const at = performance.now();
    const readers = await generateCommunity(bench.database.db, size, { log: console.log });
    console.log(`done in ${((performance.now() - at) / 1000).toFixed(1)} s; readers ${JSON.stringify(readers)}`);
    const counts = await bench.database.db.execute(
      sql.raw(`select (select count(*) from users) users, (select count(*) from feeds) feeds,
        (select count(*) from messages) messages, (select count(*) from message_threads) threads,
        (select count(*) from likes) likes, (select count(*) from visits) visits,
        (select count(*) from ledger) ledger, (select count(*) from translations) translations`),
    );
    console.log((counts as unknown as { rows: unknown[] }).rows[0]);
    if (keep) console.log(`kept: ${bench.url ?? 'PGlite (its directory is removed on exit unless copied)'}`);
  } catch (error) {
    keep = false;
    throw error;
  } finally {
    if (!keep || kind === 'pglite') await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
