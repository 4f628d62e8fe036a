export * from './RankBadge/index.ts';
export * from './RankingList/index.ts';
