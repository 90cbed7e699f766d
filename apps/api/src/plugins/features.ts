import { ApiError } from '@shop/contract';
import type { BrandFeatures } from '@shop/site';
import type { FastifyRequest } from 'fastify';

type Switch = 'account' | 'products' | 'reviews';

/**
 * An onRequest hook for a module whose routes exist only where the brand's switch is on: the
 * API enforces the switches, not only the storefront. Shopless routes (webhooks) pass.
 */
export function requireFeature(feature: Switch) {
  return async (request: FastifyRequest) => {
    const features: BrandFeatures | undefined = request.shop?.features;
    if (features && !features[feature]) {
      throw new ApiError(404, 'FEATURE_DISABLED', `${request.shop.name} has no ${feature}`);
    }
  };
}
