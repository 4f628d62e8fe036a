export { ShopStreetGrid, type ShopStreetGridProps } from './ShopStreetGrid.tsx';
