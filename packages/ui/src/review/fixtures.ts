/**
 * Story data for the review family: reviews of a phone as a Chinese mall
 * shows them, pictures from `fixtures/images.ts` (no network). Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { ReviewableItem } from './ReviewableList/ReviewableList.tsx';
import type { ReviewFormGoods } from './ReviewForm/ReviewForm.tsx';
import type { ReviewItem } from './ReviewList/ReviewList.tsx';
import type { ReviewConfig } from './ReviewSummary/ReviewSummary.tsx';

/** Statistics of a much-reviewed goods item. */
export const reviewConfig: ReviewConfig = {
  sumCount: 1286,
  goodCount: 1204,
  inCount: 61,
  poorCount: 21,
  replyChance: 93.62,
  replyStar: 4.7,
};

/** A goods item nobody has reviewed. */
export const emptyReviewConfig: ReviewConfig = {
  sumCount: 0,
  goodCount: 0,
  inCount: 0,
  poorCount: 0,
  replyChance: 0,
  replyStar: 0,
};

/** One page of reviews: pictures, a seller reply, a masked nickname without avatar. */
export const reviews: ReviewItem[] = [
  {
    id: 9001,
    nickname: '橘子汽水',
    avatar: fixtureImage(4, 80),
    star: 5,
    comment: '手机收到了，做工非常精致，雅川青的颜色很高级。卫星通话试了一下，在山里没信号的地方也能打出去，太实用了！',
    pics: [fixtureImage(1, 600), fixtureImage(2, 600), fixtureImage(3, 600)],
    sku: '雅川青,12GB+256GB',
    createTime: new Date('2025-03-14T06:32:08Z'),
    merchantReplyContent: '感谢您的支持与认可！卫星通话功能在户外真的很有用，祝您使用愉快～',
  },
  {
    id: 9002,
    nickname: '1**8',
    avatar: '',
    star: 4,
    comment: '整体不错，拍照清晰，续航一天没问题。就是有点重，拿久了手酸。',
    pics: [],
    sku: '白沙银,12GB+512GB',
    createTime: new Date('2025-03-10T13:05:44Z'),
    merchantReplyContent: '',
  },
  {
    id: 9003,
    nickname: 'Lemon Tree',
    avatar: fixtureImage(2, 80),
    star: 1,
    comment: '快递太慢了，等了一个星期才到，包装盒还压坏了一个角。',
    pics: [fixtureImage(5, 600)],
    sku: '南糯紫,12GB+512GB',
    createTime: new Date('2025-02-27T02:48:19Z'),
    merchantReplyContent: '非常抱歉给您带来不好的体验！我们已联系快递公司核实，客服会尽快与您联系补偿，请留意电话。',
  },
];

/** A review with very long text, a long reply, five pictures and a long specification. */
export const longReview: ReviewItem = {
  id: 9010,
  nickname: '一位认真写评价、名字也特别长的老用户（已经买了三台）',
  avatar: fixtureImage(0, 80),
  star: 3,
  comment:
    '先说优点：屏幕素质很好，户外阳光下也看得清；系统流畅，玩大型游戏一个小时没有明显发热；卫星通话在徒步的时候真的救了急。\n\n再说缺点：第一，充电器和手机壳的做工一般，壳子边缘有毛刺；第二，相机在暗光下对焦偏慢，拍小孩经常糊；第三，客服回复速度有待提高，问了三次发票的问题才得到答复。\n\n总体来说中规中矩，价格如果能再低一点就更好了。ThisIsAVeryLongWordWithoutAnySpacesThatMustWrapInsideTheColumnInsteadOfOverflowing。',
  pics: [fixtureImage(1, 600), fixtureImage(2, 600), fixtureImage(3, 600), fixtureImage(4, 600), fixtureImage(5, 600)],
  sku: '标配 + 原装 88W 超级快充充电器 + 碎屏保障服务一年,雅川青,12GB+1TB',
  createTime: new Date('2025-01-05T09:00:00Z'),
  merchantReplyContent:
    '亲爱的顾客您好，感谢您如此详细的评价！关于手机壳毛刺的问题，我们已反馈给品控部门；暗光对焦可以在相机设置中开启“夜景增强”改善；发票问题给您带来不便，我们深表歉意，已安排专人跟进。\n期待您的再次光临！',
};

/** The reviews of a filter page in English, for English stories. */
export const englishReviews: ReviewItem[] = [
  {
    id: 9101,
    nickname: 'Sam W.',
    avatar: fixtureImage(3, 80),
    star: 5,
    comment: 'Arrived in two days, beautifully made. The satellite calling worked on a hike with no signal.',
    pics: [fixtureImage(2, 600)],
    sku: 'Lingfengn,12GB+256GB',
    createTime: new Date('2025-03-14T06:32:08Z'),
    merchantReplyContent: 'Thank you for your kind words. Enjoy your new phone!',
  },
  {
    id: 9102,
    nickname: 'J**n',
    avatar: '',
    star: 2,
    comment: 'Good screen but the case that came with it has rough edges.',
    pics: [],
    sku: 'Silver,12GB+512GB',
    createTime: new Date('2025-03-02T20:15:00Z'),
    merchantReplyContent: '',
  },
];

/** The goods line of the review form: a phone bought in one SKU. */
export const reviewGoods: ReviewFormGoods = {
  image: fixtureImage(1, 160),
  name: 'XINGHE Nova 60 Pro 卫星通话 超可靠玄武架构 全焦段超清影像 12GB+256GB 雅川青',
  sku: '雅川青,12GB+256GB',
  price: 699900,
  payNum: 1,
};

/** Received lines not reviewed yet (`GET /api/front/order/reply/list`). */
export const toReviewItems: ReviewableItem[] = [
  {
    id: 7001,
    merOrderNo: 'SH202503141432080001',
    merName: '星河官方旗舰店',
    productName: 'XINGHE Nova 60 Pro 卫星通话 超可靠玄武架构 全焦段超清影像',
    image: fixtureImage(1, 160),
    sku: '雅川青,12GB+256GB',
    price: 699900,
    payNum: 1,
    receivingTime: new Date('2025-03-18T02:10:00Z'),
    reply: null,
  },
  {
    id: 7002,
    merOrderNo: 'SH202503141432080001',
    merName: '星河官方旗舰店',
    productName: 'XINGHE 88W 超级快充充电器',
    image: fixtureImage(3, 160),
    sku: '',
    price: 19900,
    payNum: 2,
    receivingTime: new Date('2025-03-18T02:10:00Z'),
    reply: null,
  },
  {
    id: 7003,
    merOrderNo: 'SH202503101005330007',
    merName: '松果森林食品专营店',
    productName: '松果森林 每日坚果 750g/30 袋 混合果仁 休闲零食大礼包',
    image: fixtureImage(5, 160),
    sku: '750g 混合装',
    price: 12990,
    payNum: 3,
    receivingTime: new Date('2025-03-12T11:45:00Z'),
    reply: null,
  },
];

/** Lines the shopper has reviewed, with the review: pictures and a seller reply, ratings, a text-only one. */
export const reviewedItems: ReviewableItem[] = [
  {
    ...toReviewItems[0]!,
    id: 6001,
    receivingTime: new Date('2025-02-20T08:00:00Z'),
    reply: {
      star: 5,
      productScore: 5,
      serviceScore: 4,
      comment: '手机收到了，做工非常精致，雅川青的颜色很高级。\n卫星通话试了一下，在山里没信号的地方也能打出去！',
      pics: [fixtureImage(1, 600), fixtureImage(2, 600), fixtureImage(3, 600)],
      createTime: new Date('2025-02-21T06:32:08Z'),
      merchantReplyContent: '感谢您的支持与认可！祝您使用愉快～',
      nickname: '橘**水',
    },
  },
  {
    ...toReviewItems[2]!,
    id: 6002,
    reply: {
      star: 2,
      productScore: null,
      serviceScore: null,
      comment: '快递太慢了，包装袋还破了一个。<b>不是加粗</b>',
      pics: [],
      createTime: new Date('2025-03-13T09:00:00Z'),
      merchantReplyContent: '',
    },
  },
];

/** The lines of a page in English, for English stories. */
export const englishReviewable: ReviewableItem[] = [
  { ...toReviewItems[0]!, productName: 'XINGHE Nova 60 Pro satellite calling', merName: 'XINGHE Official Store', sku: 'Lingfengn,12GB+256GB' },
  {
    ...reviewedItems[0]!,
    productName: 'XINGHE Nova 60 Pro satellite calling',
    merName: 'XINGHE Official Store',
    sku: 'Lingfengn,12GB+256GB',
    reply: {
      ...reviewedItems[0]!.reply!,
      comment: 'Beautifully made, and satellite calling worked on a hike with no signal.',
      merchantReplyContent: 'Thank you for your kind words!',
    },
  },
];
