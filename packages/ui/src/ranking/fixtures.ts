/**
 * Story data for the ranking family: a leaderboard of 20 goods as the API
 * returns it (prices in integer cents). Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { RankingGoods } from './RankingList/RankingList.tsx';

const names = [
  '三只松鼠 每日坚果 750g/30袋 混合果仁 休闲零食大礼包',
  '良品铺子 猪肉脯 200g 靖江风味 肉干肉脯',
  '华为 Mate 60 Pro 12GB+512GB 雅川青 卫星通话 智能手机',
  '百草味 芒果干 120g×3 袋 果脯蜜饯',
  '美的 电饭煲 4L 智能预约 IH 电磁加热',
  '小米 Redmi Buds 5 Pro 无线降噪耳机',
  '得力 A4 复印纸 70g 500 张/包 5 包装',
  '安踏 运动卫衣 男女同款 秋冬加绒',
  '小米空气净化器 4 Pro 除甲醛 除菌 智能家用',
  '格力 云佳 1.5 匹 新一级能效 变频冷暖 壁挂式空调',
  '李宁 飞电 3 Elite 男款竞速跑鞋',
  '华为 MatePad 11.5 英寸 柔光版 平板电脑',
  '美的 破壁机 家用 多功能 加热 豆浆机',
  '安踏 羽绒服 男款 冬季 保暖 连帽外套',
  '良品铺子 零食大礼包 20 袋装',
  '格力 电暖器 家用 取暖器 节能 速热',
  '李宁 羽毛球拍 全碳素 超轻 单拍',
  '三只松鼠 坚果礼盒 1.5kg 年货大礼包',
  '海尔 10 公斤 滚筒洗衣机 全自动 洗烘一体',
  '百草味 每日坚果 礼盒装 30 袋',
];

/** The top 20, best seller first. */
export const rankingGoods: RankingGoods[] = names.map((storeName, i) => ({
  id: 301 + i,
  storeName,
  image: fixtureImage(i),
  price: [12990, 2990, 699900, 3590, 39900, 49900, 8990, 19900, 129900, 259900][i % 10]!,
  otPrice: i % 4 === 3 ? 0 : [15990, 3990, 749900, 4590, 59900, 59900, 10990, 29900, 149900, 299900][i % 10]!,
  sales: 203456 - i * 9871,
}));

/** A goods whose name runs long. */
export const longNameRankingGoods: RankingGoods = {
  id: 399,
  storeName: '【官方正品 顺丰包邮】海尔 Haier 10 公斤 滚筒洗衣机 全自动 家用 大容量 变频 除菌 一级能效 智能投放 洗烘一体机 EG100HMATE81SU1 超长名称测试',
  image: fixtureImage(5),
  price: 329900,
  otPrice: 459900,
  sales: 1203456,
};
