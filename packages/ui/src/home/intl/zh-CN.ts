/** Messages of the home components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'bannerCarousel.label': '精选活动',
  'bannerCarousel.previous': '上一张',
  'bannerCarousel.next': '下一张',
  'bannerCarousel.goTo': '第 {index} 张，共 {total} 张',
  'bannerCarousel.pause': '暂停轮播',
  'bannerCarousel.play': '继续轮播',
} as const;
