import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from './operator-gates';

/** The console's dashboard and money screens (`Api.adminMoney`), behind the console's gates. */
export async function moneyConsoleRoutes(app: FastifyInstance) {
  const { moneyConsole } = app.services;
  const { gated } = operatorGates(app);

  route(app, Api.adminMoney.dashboard, (req) => moneyConsole.dashboard(operatorOf(req)), gated);
  route(app, Api.adminMoney.orders, (req) => moneyConsole.orders(operatorOf(req), req.query), gated);
  route(app, Api.adminMoney.refunds, (req) => moneyConsole.refunds(operatorOf(req), req.query), gated);
  route(app, Api.adminMoney.ledger, (req) => moneyConsole.ledger(operatorOf(req), req.params.id, req.query), gated);
}
