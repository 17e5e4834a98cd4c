import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from '../admin/operator-gates';

/** The console's catalogue and operator settings (`Api.catalogue`), behind the operators' gates. */
export async function catalogueRoutes(app: FastifyInstance) {
  const { catalogue, settings } = app.services;
  const { gated } = operatorGates(app);

  route(app, Api.catalogue.gifts, (req) => catalogue.gifts(operatorOf(req), req.query.page), gated);
  route(app, Api.catalogue.createGift, (req) => catalogue.createGift(operatorOf(req), req.body), gated);
  route(app, Api.catalogue.updateGift, (req) => catalogue.updateGift(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.catalogue.products, (req) => catalogue.products(operatorOf(req), req.query.page), gated);
  route(app, Api.catalogue.createProduct, (req) => catalogue.createProduct(operatorOf(req), req.body), gated);
  route(
    app,
    Api.catalogue.updateProduct,
    (req) => catalogue.updateProduct(operatorOf(req), req.params.id, req.body),
    gated,
  );
  route(app, Api.catalogue.settings, (req) => settings.list(operatorOf(req)), gated);
  route(
    app,
    Api.catalogue.updateSetting,
    (req) => settings.update(operatorOf(req), req.params.name, req.body.value),
    gated,
  );
}
