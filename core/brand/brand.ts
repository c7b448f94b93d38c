export const PRODUCT_NAME = 'Vitrine';
