export { type ProductDrawerControl, ProductDrawerProvider, useProductDrawer } from './ProductDrawerProvider';
export { ProductDrawerTrigger } from './ProductDrawerTrigger';
