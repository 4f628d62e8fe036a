export { FavouriteGoodsList, type FavouriteGoodsListProps, type FavouriteGoods } from './FavouriteGoodsList.tsx';
