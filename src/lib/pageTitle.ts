import { PRODUCT_NAME } from '@/contract';

/** Spec 2: page titles follow 'page name | the product'. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
