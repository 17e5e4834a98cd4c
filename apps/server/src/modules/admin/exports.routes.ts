import { Api, LANGUAGES, type EndpointDef } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { csvExportRoute, type CsvList } from './csv-export';
import { operatorGates } from './operator-gates';

/**
 * The console's lists as CSV (issue 17, docs/decisions.md 60), each under its list's permission (the list's
 * own service call authorizes), two-factor gated. A new list plugs in with one `csv(...)` line here (and its
 * endpoint in the contract's `adminExport`).
 */
export async function exportRoutes(app: FastifyInstance) {
  const {
    admin,
    moderation,
    verifications,
    withdraw,
    support,
    moneyConsole,
    translators,
    catalogue,
    sayHiReview,
    photoReview,
  } = app.services;
  const { gated } = operatorGates(app);
  const csv = <E extends EndpointDef, Row>(endpoint: E, list: CsvList<E, Row>) =>
    csvExportRoute(app, endpoint, list, gated);
  const who = ['member.id', 'member.name'];
  const names = LANGUAGES.map((language) => `names.${language}`);

  csv(Api.adminExport.users, {
    name: 'members',
    page: (op, q) => admin.searchUsers(op, q),
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'status',
      'roles',
      'is_partner',
      'vip',
      'balance',
      'created_at',
      'last_active_at',
    ],
  });
  csv(Api.adminExport.reports, {
    name: 'reports',
    page: (op, q) => moderation.list(op, q),
    columns: [
      'id',
      'kind',
      'status',
      'reporter.id',
      'reporter.name',
      'content',
      'subject.type',
      'subject.id',
      'subject.member.id',
      'subject.member.name',
      'subject.text',
      'decision',
      'decision_reason',
      'decided_by',
      'decided_at',
      'created_at',
    ],
  });
  csv(Api.adminExport.audit, {
    name: 'audit',
    page: (op, q) => admin.audit(op, q),
    columns: ['id', 'created_at', 'actor_id', 'actor_name', 'action', 'target', 'reason', 'ip'],
  });
  csv(Api.adminExport.withdrawals, {
    name: 'withdrawals',
    page: (op, q) => withdraw.adminList(op, q),
    columns: [
      'id',
      ...who,
      'amount',
      'status',
      'method',
      'account',
      'reason',
      'rate_week',
      'rate',
      'currency',
      'payout_cents',
      'decided_by',
      'created_at',
      'decided_at',
    ],
  });
  csv(Api.adminExport.verifications, {
    name: 'verifications',
    page: (op, q) => verifications.list(op, q),
    columns: ['id', ...who, 'status', 'gesture', 'reason', 'reviewed_by', 'reviewed_at', 'created_at'],
  });
  csv(Api.adminExport.support, {
    name: 'support',
    page: (op, q) => support.queue(op, q),
    columns: [
      'id',
      'category',
      'status',
      'user.id',
      'user.name',
      'email',
      'name',
      'language',
      'about',
      'related_id',
      'content',
      'created_at',
      'updated_at',
    ],
  });
  csv(Api.adminExport.orders, {
    name: 'orders',
    page: (op, q) => moneyConsole.orders(op, q),
    columns: [
      'id',
      'user_id',
      'member.name',
      'gateway',
      'units',
      'price_cents',
      'currency',
      'status',
      'reason',
      'provider_ref',
      'credited_units',
      'reconciliation',
      'release_at',
      'credited_at',
      'created_at',
      'updated_at',
    ],
  });
  csv(Api.adminExport.refunds, {
    name: 'refunds',
    page: (op, q) => moneyConsole.refunds(op, q),
    columns: [
      'id',
      'kind',
      'amount',
      ...who,
      'to_account',
      'from_account',
      'refunded_entry_id',
      'mall_order_id',
      'created_at',
    ],
  });
  csv(Api.adminExport.translators, {
    name: 'translators',
    page: (op, q) => translators.list(op, q),
    columns: [...who, 'pairs', 'active', 'since', 'done', 'open_jobs', 'earned', 'upheld'],
  });
  csv(Api.adminExport.translationJobs, {
    name: 'translation-jobs',
    page: (op, q) => translators.jobs(op, q),
    columns: [
      'id',
      'type',
      'state',
      'source',
      'target',
      'chars',
      'price',
      'translator.id',
      'translator.name',
      'created_at',
      'deadline_at',
      'claimed_at',
      'answered_at',
    ],
  });
  csv(Api.adminExport.qualityReports, {
    name: 'quality-reports',
    page: (op, q) => translators.reports(op, q),
    columns: [
      'id',
      'state',
      'reason',
      'reporter.id',
      'reporter.name',
      'job.id',
      'job.source',
      'job.target',
      'job.original',
      'job.translation',
      'job.price',
      'job.translator.id',
      'job.translator.name',
      'decision_reason',
      'decided_at',
      'created_at',
    ],
  });
  csv(Api.adminExport.translatorPay, {
    name: 'translator-pay',
    page: (op, q) => translators.pay(op, q),
    columns: [...who, 'month_jobs', 'month_earned', 'total_earned', 'withdrawn', 'pending', 'balance'],
  });
  csv(Api.adminExport.gifts, {
    name: 'gifts',
    page: (op, q) => catalogue.gifts(op, q.page),
    columns: ['id', 'category', 'price', 'vip', 'birthday', ...names, 'src', 'active', 'hit', 'created_at'],
  });
  csv(Api.adminExport.products, {
    name: 'products',
    page: (op, q) => catalogue.products(op, q.page),
    columns: ['id', 'category', 'price', 'flower', ...names, 'src', 'active', 'created_at'],
  });
  csv(Api.adminExport.sayHi, {
    name: 'say-hi',
    page: (op, q) => sayHiReview.list(op, q),
    columns: [...who, 'text', 'photo', 'changed_at', 'sent'],
  });
  csv(Api.adminExport.photoFlags, {
    name: 'photo-flags',
    page: (op, q) => photoReview.list(op, q),
    columns: ['id', ...who, 'type', 'folder', 'words', 'status', 'category', 'decided_by', 'decided_at', 'created_at'],
  });
}
