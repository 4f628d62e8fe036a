export { GoodsFeed, HOME_FEED_PAGE_SIZE, type GoodsFeedProps } from './GoodsFeed.tsx';
