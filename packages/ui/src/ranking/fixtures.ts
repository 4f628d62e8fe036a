/**
 * Story data for the ranking family: a leaderboard of 20 goods as the API
 * returns it (prices in integer cents). Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { RankingGoods } from './RankingList/RankingList.tsx';

const names = [
  '松果森林 每日坚果 750g/30袋 混合果仁 休闲零食大礼包',
  '果味小铺 猪肉脯 200g 靖江风味 肉干肉脯',
  '星河 Nova 60 Pro 12GB+512GB 雅川青 卫星通话 智能手机',
  '山野味 芒果干 120g×3 袋 果脯蜜饯',
  '暖居 电饭煲 4L 智能预约 IH 电磁加热',
  '米粒 Redstar Buds 5 Pro 无线降噪耳机',
  '简笔 A4 复印纸 70g 500 张/包 5 包装',
  '跃动 运动卫衣 男女同款 秋冬加绒',
  '米粒空气净化器 4 Pro 除甲醛 除菌 智能家用',
  '凌风 云佳 1.5 匹 新一级能效 变频冷暖 壁挂式空调',
  '疾风 飞驰 3 Elite 男款竞速跑鞋',
  '星河 StarPad 11.5 英寸 柔光版 平板电脑',
  '暖居 破壁机 家用 多功能 加热 豆浆机',
  '跃动 羽绒服 男款 冬季 保暖 连帽外套',
  '果味小铺 零食大礼包 20 袋装',
  '凌风 电暖器 家用 取暖器 节能 速热',
  '疾风 羽毛球拍 全碳素 超轻 单拍',
  '松果森林 坚果礼盒 1.5kg 年货大礼包',
  '澜湾 10 公斤 滚筒洗衣机 全自动 洗烘一体',
  '山野味 每日坚果 礼盒装 30 袋',
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
  storeName: '【官方正品 顺丰包邮】澜湾 Lanwan 10 公斤 滚筒洗衣机 全自动 家用 大容量 变频 除菌 一级能效 智能投放 洗烘一体机 EG100HMATE81SU1 超长名称测试',
  image: fixtureImage(5),
  price: 329900,
  otPrice: 459900,
  sales: 1203456,
};
