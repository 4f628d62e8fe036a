export { RankingTop3, HOME_RANKING_SHOWN, type RankingTop3Props } from './RankingTop3.tsx';
