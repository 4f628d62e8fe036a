import { avatarImageUrl, coverImageUrl } from '../../media/urls.ts';
import type { merchant } from '../schema.ts';
import type { DepartmentKey } from './categories.ts';
import { TYPE_ID } from './merchantTypes.ts';

/** A demo shop: its row and what it sells. */
export interface MerchantDef {
  row: typeof merchant.$inferInsert & { id: number; name: string };
  /** Brand written before its goods' names. */
  brand: string;
  /**
   * The brand in the goods' names of other locales: a brand is not
   * translated, but abroad it is written in Latin letters (its pinyin, or
   * the word it was made from: 极客 is "geek").
   */
  latinBrand: string;
  /** Departments whose leaf categories it sells in. */
  departments: readonly DepartmentKey[];
}

const ALL_DEPARTMENTS: readonly DepartmentKey[] = [
  'digital',
  'office',
  'appliance',
  'fashion',
  'beauty',
  'food',
  'home',
  'baby',
  'sports',
  'culture',
];

/** Fixed join dates, so rows are identical on every run. */
const joined = (month: number, day: number) => new Date(Date.UTC(2024, month - 1, day, 2, 0, 0));

/** A shop's name and introduction in English and French; Thai and Lao fall back to the shop's own (Chinese). */
type ShopTexts = Record<'en' | 'fr', { name: string; intro: string }>;

function shop(
  id: number,
  fields: Omit<typeof merchant.$inferInsert, 'id' | 'avatar' | 'backImage' | 'i18n'> & { name: string },
  look: { family: DepartmentKey | 'brand'; cover: DepartmentKey | 'store'; brand: string; latinBrand: string; departments: readonly DepartmentKey[] },
  texts: ShopTexts,
): MerchantDef {
  return {
    row: {
      id,
      ...fields,
      i18n: texts,
      avatar: avatarImageUrl(fields.name, look.family),
      backImage: coverImageUrl(look.cover, id),
    },
    brand: look.brand,
    latinBrand: look.latinBrand,
    departments: look.departments,
  };
}

/** The demo shops; exactly one, the first, is the platform's self-operated flagship. */
export const MERCHANTS: readonly MerchantDef[] = [
  shop(
    1,
    {
      name: '商城自营旗舰店',
      isSelf: true,
      starLevel: 5,
      intro: '多商户商城官方自营，正品行货，全场包邮，7天无理由退换，售后由商城直接负责。',
      address: '浙江省杭州市余杭区文一西路969号 商城自营仓',
      phone: '400-123-4567',
      serviceHours: '08:00-22:00',
      keywords: '自营,正品,包邮,官方',
      typeId: TYPE_ID.self,
      categoryId: 1,
      isRecommend: true,
      sort: 100,
      createdAt: joined(1, 2),
    },
    { family: 'brand', cover: 'store', brand: '商城优选', latinBrand: 'Mall Select', departments: ALL_DEPARTMENTS },
    {
      en: {
        name: 'Mall-Run Flagship Store',
        intro: 'Run by the mall itself: genuine goods, free shipping on everything, returns within 7 days for any reason, and after-sales service handled directly by the mall.',
      },
      fr: {
        name: 'Boutique officielle du site',
        intro: 'Tenue par le site lui-même : produits authentiques, livraison offerte sur tout, retours sous 7 jours sans justification, service après-vente assuré directement par le site.',
      },
    },
  ),
  shop(
    2,
    {
      name: '极客数码专营店',
      starLevel: 5,
      intro: '专注手机、平板与智能穿戴，官方授权，全国联保，以旧换新更划算。',
      address: '广东省深圳市南山区科技园南区高新南七道 数码大厦12楼',
      phone: '0755-2660-1888',
      serviceHours: '09:00-22:00',
      keywords: '手机,平板,耳机,智能手表,数码',
      typeId: TYPE_ID.specialty,
      categoryId: 2,
      isRecommend: true,
      sort: 90,
      createdAt: joined(2, 14),
    },
    { family: 'digital', cover: 'digital', brand: '极客', latinBrand: 'Geek', departments: ['digital', 'office'] },
    {
      en: {
        name: 'Geek Digital Store',
        intro: 'Phones, tablets and wearables: an authorised dealer with a nationwide warranty and good-value trade-ins.',
      },
      fr: {
        name: 'Geek – boutique high-tech',
        intro: 'Téléphones, tablettes et objets connectés : revendeur agréé, garantie nationale et reprise avantageuse de votre ancien appareil.',
      },
    },
  ),
  shop(
    3,
    {
      name: '云帆电脑办公旗舰店',
      starLevel: 4,
      intro: '笔记本、显示器、键鼠与打印设备一站购齐，企业采购可开专票。',
      address: '北京市海淀区中关村大街27号 中关村大厦8层',
      phone: '010-6253-0808',
      serviceHours: '09:00-21:00',
      keywords: '笔记本,显示器,键盘,鼠标,打印机',
      typeId: TYPE_ID.flagship,
      categoryId: 3,
      isRecommend: false,
      sort: 80,
      createdAt: joined(3, 3),
    },
    { family: 'office', cover: 'office', brand: '云帆', latinBrand: 'Yunfan', departments: ['office'] },
    {
      en: {
        name: 'Yunfan Computers & Office Flagship Store',
        intro: 'Laptops, monitors, keyboards, mice and printers all in one place; VAT invoices for business purchases.',
      },
      fr: {
        name: 'Yunfan – boutique officielle informatique et bureau',
        intro: 'Ordinateurs portables, écrans, claviers, souris et imprimantes au même endroit ; factures avec TVA pour les achats professionnels.',
      },
    },
  ),
  shop(
    4,
    {
      name: '优家电器官方旗舰店',
      starLevel: 5,
      intro: '大家电送装一体，小家电30天价保，一级能效产品享国家补贴。',
      address: '广东省佛山市顺德区北滘镇家电产业园8号',
      phone: '0757-2238-6600',
      serviceHours: '08:30-21:30',
      keywords: '冰箱,洗衣机,空气炸锅,扫地机器人,家电',
      typeId: TYPE_ID.flagship,
      categoryId: 2,
      isRecommend: true,
      sort: 70,
      createdAt: joined(3, 21),
    },
    { family: 'appliance', cover: 'appliance', brand: '优家', latinBrand: 'Youjia', departments: ['appliance'] },
    {
      en: {
        name: 'Youjia Appliances Official Flagship Store',
        intro: 'Large appliances delivered and installed in one visit, 30-day price protection on small appliances, and state subsidies on Grade 1 energy-efficient products.',
      },
      fr: {
        name: 'Youjia – boutique officielle électroménager',
        intro: "Gros électroménager livré et installé en une seule visite, prix garanti 30 jours sur le petit électroménager, aides de l'État sur les produits de classe énergétique 1.",
      },
    },
  ),
  shop(
    5,
    {
      name: '衣尚服饰旗舰店',
      starLevel: 4,
      intro: '原创设计，当季新品每周上新，支持7天无理由退换与运费险。',
      address: '浙江省杭州市滨江区江南大道3588号 衣尚设计中心',
      phone: '0571-8677-2345',
      serviceHours: '09:00-23:00',
      keywords: '男装,女装,羽绒服,连衣裙,鞋包',
      typeId: TYPE_ID.flagship,
      categoryId: 4,
      isRecommend: true,
      sort: 60,
      createdAt: joined(4, 8),
    },
    { family: 'fashion', cover: 'fashion', brand: '衣尚', latinBrand: 'Yishang', departments: ['fashion'] },
    {
      en: {
        name: 'Yishang Fashion Flagship Store',
        intro: 'Original designs with new seasonal arrivals every week; returns within 7 days for any reason, with return shipping insurance.',
      },
      fr: {
        name: 'Yishang – boutique officielle mode',
        intro: 'Créations originales et nouveautés de saison chaque semaine ; retours sous 7 jours sans justification, frais de retour assurés.',
      },
    },
  ),
  shop(
    6,
    {
      name: '花漾美妆旗舰店',
      starLevel: 5,
      intro: '品牌直供，假一赔十，会员专享小样与生日礼。',
      address: '上海市徐汇区漕河泾开发区宜山路700号',
      phone: '021-5489-3210',
      serviceHours: '10:00-22:00',
      keywords: '护肤,彩妆,香水,洗发水,牙刷',
      typeId: TYPE_ID.flagship,
      categoryId: 5,
      isRecommend: false,
      sort: 50,
      createdAt: joined(5, 16),
    },
    { family: 'beauty', cover: 'beauty', brand: '花漾', latinBrand: 'Huayang', departments: ['beauty'] },
    {
      en: {
        name: 'Huayang Beauty Flagship Store',
        intro: 'Supplied directly by the brands, ten times the price back for any fake, and samples and birthday gifts for members.',
      },
      fr: {
        name: 'Huayang – boutique officielle beauté',
        intro: "Fourni directement par les marques, dix fois le prix remboursé pour toute contrefaçon, échantillons et cadeau d'anniversaire pour les membres.",
      },
    },
  ),
  shop(
    7,
    {
      name: '鲜味生活食品专营店',
      starLevel: 4,
      intro: '产地直采，冷链配送，生鲜坏果包赔，零食坚果天天低价。',
      address: '山东省烟台市福山区果品批发市场A区16号',
      phone: '0535-6218-8899',
      serviceHours: '08:00-20:00',
      keywords: '水果,零食,茶叶,咖啡,大米',
      typeId: TYPE_ID.specialty,
      categoryId: 6,
      isRecommend: true,
      sort: 40,
      createdAt: joined(6, 1),
    },
    { family: 'food', cover: 'food', brand: '鲜味生活', latinBrand: 'Xianwei Life', departments: ['food'] },
    {
      en: {
        name: 'Xianwei Life Food Store',
        intro: 'Bought at the source and delivered by cold chain; damaged fresh produce refunded, and low prices on snacks and nuts every day.',
      },
      fr: {
        name: 'Xianwei Life – épicerie',
        intro: 'Acheté directement aux producteurs et livré sous froid ; produits frais abîmés remboursés, snacks et fruits secs à petit prix tous les jours.',
      },
    },
  ),
  shop(
    8,
    {
      name: '木语家居旗舰店',
      starLevel: 5,
      intro: '北欧原木风家居，大件送货上门并免费安装，床品A类标准。',
      address: '江苏省苏州市吴中区木渎镇家居城3号馆',
      phone: '0512-6621-7070',
      serviceHours: '09:00-21:00',
      keywords: '家具,四件套,台灯,锅具,家居',
      typeId: TYPE_ID.flagship,
      categoryId: 7,
      isRecommend: false,
      sort: 30,
      createdAt: joined(6, 18),
    },
    { family: 'home', cover: 'home', brand: '木语', latinBrand: 'Muyu', departments: ['home'] },
    {
      en: {
        name: 'Muyu Home Flagship Store',
        intro: 'Nordic natural-wood style for the home; large items delivered to your door and assembled for free; bedding to the Class A standard.',
      },
      fr: {
        name: 'Muyu – boutique officielle maison',
        intro: 'La maison au style scandinave en bois naturel ; grands meubles livrés à domicile et montés gratuitement ; linge de lit conforme à la norme classe A.',
      },
    },
  ),
  shop(
    9,
    {
      name: '童趣母婴专营店',
      starLevel: 4,
      intro: '奶粉纸尿裤正品保障，益智玩具通过3C认证，宝妈放心选。',
      address: '浙江省金华市义乌市国际商贸城五区二楼',
      phone: '0579-8512-3366',
      serviceHours: '09:00-21:00',
      keywords: '奶粉,纸尿裤,积木,玩具,母婴',
      typeId: TYPE_ID.specialty,
      categoryId: 8,
      isRecommend: true,
      sort: 20,
      createdAt: joined(7, 9),
    },
    { family: 'baby', cover: 'baby', brand: '童趣', latinBrand: 'Tongqu', departments: ['baby'] },
    {
      en: {
        name: 'Tongqu Baby & Kids Store',
        intro: 'Genuine formula and diapers guaranteed, and 3C-certified educational toys: shop with peace of mind.',
      },
      fr: {
        name: 'Tongqu – boutique bébé et enfant',
        intro: 'Lait infantile et couches authentiques garantis, jouets éducatifs certifiés 3C : achetez en toute confiance.',
      },
    },
  ),
  shop(
    10,
    {
      name: '行者运动户外旗舰店',
      starLevel: 3,
      intro: '跑步、健身、露营、骑行装备齐全，专业户外玩家的选择。',
      address: '福建省泉州市晋江市陈埭镇运动鞋服产业园',
      phone: '0595-8578-2020',
      serviceHours: '09:00-22:00',
      keywords: '运动鞋,健身,帐篷,露营,自行车',
      typeId: TYPE_ID.flagship,
      categoryId: 9,
      isRecommend: false,
      sort: 10,
      createdAt: joined(8, 12),
    },
    { family: 'sports', cover: 'sports', brand: '行者', latinBrand: 'Xingzhe', departments: ['sports'] },
    {
      en: {
        name: 'Xingzhe Sports & Outdoor Flagship Store',
        intro: 'Everything for running, fitness, camping and cycling: the choice of serious outdoor enthusiasts.',
      },
      fr: {
        name: 'Xingzhe – boutique officielle sport et plein air',
        intro: "Tout l'équipement pour la course, le fitness, le camping et le vélo : le choix des passionnés de plein air.",
      },
    },
  ),
  shop(
    11,
    {
      name: '书香文化专营店',
      starLevel: 5,
      intro: '正版图书、文具与乐器，读书人的精神角落。',
      address: '江苏省南京市鼓楼区中山北路108号 书香文化广场',
      phone: '025-8331-4455',
      serviceHours: '09:30-21:00',
      keywords: '图书,文具,吉他,游戏机,文创',
      typeId: TYPE_ID.specialty,
      categoryId: 10,
      isRecommend: false,
      sort: 5,
      createdAt: joined(9, 1),
    },
    { family: 'culture', cover: 'culture', brand: '书香', latinBrand: 'Shuxiang', departments: ['culture'] },
    {
      en: {
        name: 'Shuxiang Books & Culture Store',
        intro: 'Authorised books, stationery and musical instruments: a quiet corner for readers.',
      },
      fr: {
        name: 'Shuxiang – livres et culture',
        intro: 'Livres officiels, papeterie et instruments de musique : un refuge pour les amoureux de la lecture.',
      },
    },
  ),
];
