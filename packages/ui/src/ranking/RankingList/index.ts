export { RankingList, RANKING_SIZE, type RankingListProps, type RankingGoods } from './RankingList.tsx';
