import { bannerImageUrl, coverImageUrl } from '../../media/urls.ts';
import type { SubjectKey } from '../../media/subjects.ts';
import type { activity, activityProduct } from '../schema.ts';
import { BANNER_TITLES, type TitledBannerSlug } from './bannerTitles.ts';
import type { DepartmentKey, LeafCategory } from './categories.ts';
import type { CatalogRows } from './goodsCatalog.ts';
import { i18nOf, perLocale, translatedOf, type Translated } from './localeTexts.ts';
import { createRng } from './prng.ts';

/** Activities and the goods in them, with fixed ids. */
export interface ActivityRows {
  activities: Array<typeof activity.$inferInsert & { id: number }>;
  goods: Array<typeof activityProduct.$inferInsert>;
}

/** When the demo activities start; they have no end, so they stay live whenever the demo runs. */
export const ACTIVITIES_START = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/** An activity; its name is its banner's (bannerTitles.ts), its rules in zh-CN and `instructions` in the other locales. */
interface ActivityDef {
  /** 1 carousel, 2 big/small grid, 3 big image (crmeb-api §5). */
  type: 1 | 2 | 3;
  department: DepartmentKey;
  banner: TitledBannerSlug;
  cover: SubjectKey;
  instruction: string;
  instructions: Translated;
}

/** One activity of each home layout, each on a department with a banner of its theme. */
const ACTIVITIES: readonly ActivityDef[] = [
  {
    type: 1,
    department: 'digital',
    banner: 'digital-week',
    cover: 'phone',
    instruction: '活动期间精选手机、平板、耳机与智能穿戴限时直降。\n活动价已直接体现在商品价格中，无需领券。\n支持7天无理由退换，全国联保。',
    instructions: {
      en: 'During the event, selected phones, tablets, headphones and wearables are reduced for a limited time.\nThe event price is already in the goods’ price: no coupon needed.\nReturns and exchanges within 7 days without a reason, with a nationwide warranty.',
      fr: 'Pendant l’opération, une sélection de téléphones, tablettes, casques et objets connectés est en baisse pour une durée limitée.\nLe prix de l’opération est déjà appliqué : aucun bon de réduction à récupérer.\nRetour ou échange sans justification sous 7 jours, garantie valable dans tout le pays.',
      th: 'ระหว่างกิจกรรม โทรศัพท์มือถือ แท็บเล็ต หูฟัง และอุปกรณ์สวมใส่อัจฉริยะที่คัดสรรลดราคาในเวลาจำกัด\nราคากิจกรรมแสดงอยู่ในราคาสินค้าแล้ว ไม่ต้องเก็บคูปอง\nคืนหรือเปลี่ยนสินค้าได้ภายใน 7 วันโดยไม่ต้องระบุเหตุผล รับประกันทั่วประเทศ',
      lao: 'ໃນລະຫວ່າງກິດຈະກຳ, ໂທລະສັບມືຖື, ແທັບເລັດ, ຫູຟັງ ແລະ ອຸປະກອນສວມໃສ່ອັດສະລິຍະທີ່ຄັດສັນແລ້ວ ຫຼຸດລາຄາໃນເວລາຈຳກັດ\nລາຄາກິດຈະກຳສະແດງຢູ່ໃນລາຄາສິນຄ້າແລ້ວ, ບໍ່ຕ້ອງເກັບຄູປອງ\nສົ່ງຄືນ ຫຼື ປ່ຽນສິນຄ້າໄດ້ພາຍໃນ 7 ວັນໂດຍບໍ່ຕ້ອງບອກເຫດຜົນ, ຮັບປະກັນທົ່ວປະເທດ',
    },
  },
  {
    type: 2,
    department: 'home',
    banner: 'home-living',
    cover: 'furniture',
    instruction: '床品、家具、灯饰与厨具精选好物低至5折。\n大件家具支持送货上门与免费安装。\n活动商品数量有限，售完即止。',
    instructions: {
      en: 'Selected bedding, furniture, lighting and cookware at up to 50% off.\nLarge furniture is delivered to your door and installed free of charge.\nEvent goods are limited: while stocks last.',
      fr: 'Linge de lit, meubles, luminaires et ustensiles de cuisine sélectionnés jusqu’à -50 %.\nLes gros meubles sont livrés à domicile et installés gratuitement.\nQuantités limitées, dans la limite des stocks disponibles.',
      th: 'เครื่องนอน เฟอร์นิเจอร์ โคมไฟ และเครื่องครัวที่คัดสรร ลดสูงสุด 50%\nเฟอร์นิเจอร์ชิ้นใหญ่จัดส่งถึงบ้านและติดตั้งฟรี\nสินค้าในกิจกรรมมีจำนวนจำกัด หมดแล้วหมดเลย',
      lao: 'ເຄື່ອງນອນ, ເຟີນິເຈີ, ໂຄມໄຟ ແລະ ເຄື່ອງຄົວທີ່ຄັດສັນແລ້ວ ຫຼຸດສູງສຸດ 50%\nເຟີນິເຈີຊິ້ນໃຫຍ່ຈັດສົ່ງຮອດເຮືອນ ແລະ ຕິດຕັ້ງຟຣີ\nສິນຄ້າໃນກິດຈະກຳມີຈຳນວນຈຳກັດ, ໝົດແລ້ວໝົດເລີຍ',
    },
  },
  {
    type: 3,
    department: 'sports',
    banner: 'outdoor-camping',
    cover: 'camping',
    instruction: '帐篷、睡袋、骑行与健身装备一站配齐。\n部分商品包邮，下单后48小时内发货。\n如遇质量问题，收货后15天内可申请换货。',
    instructions: {
      en: 'Tents, sleeping bags, cycling and fitness gear, all in one place.\nFree shipping on some goods; dispatched within 48 hours of your order.\nFor a quality problem, ask for an exchange within 15 days of receipt.',
      fr: 'Tentes, sacs de couchage, équipement de vélo et de fitness : tout au même endroit.\nLivraison gratuite sur une partie des produits ; expédition sous 48 heures après la commande.\nEn cas de défaut, un échange peut être demandé dans les 15 jours suivant la réception.',
      th: 'เต็นท์ ถุงนอน อุปกรณ์ปั่นจักรยาน และอุปกรณ์ฟิตเนส ครบในที่เดียว\nสินค้าบางรายการส่งฟรี จัดส่งภายใน 48 ชั่วโมงหลังสั่งซื้อ\nหากพบปัญหาด้านคุณภาพ ขอเปลี่ยนสินค้าได้ภายใน 15 วันหลังได้รับสินค้า',
      lao: 'ເຕັ້ນ, ຖົງນອນ, ອຸປະກອນຂີ່ລົດຖີບ ແລະ ອຸປະກອນອອກກຳລັງກາຍ ຄົບໃນບ່ອນດຽວ\nສິນຄ້າບາງລາຍການສົ່ງຟຣີ, ຈັດສົ່ງພາຍໃນ 48 ຊົ່ວໂມງຫຼັງສັ່ງຊື້\nຫາກພົບບັນຫາດ້ານຄຸນນະພາບ, ຂໍປ່ຽນສິນຄ້າໄດ້ພາຍໃນ 15 ວັນຫຼັງໄດ້ຮັບສິນຄ້າ',
    },
  },
];

/**
 * Three demo activities, one of each home layout (carousel, big/small grid,
 * big image), each with a banner and a cover, rules as text (name, rules
 * and banner in every locale), and 6–12 goods
 * of its department that are on the shelves and in stock, ordered by
 * `sort` (higher first). Live from {@link ACTIVITIES_START}, without end.
 */
export function buildActivities(seed: number, catalog: CatalogRows, leaves: readonly LeafCategory[]): ActivityRows {
  const r = createRng((seed ^ 0x6a09e667) >>> 0);
  const departmentOf = new Map(leaves.map((l) => [l.id, l.department]));
  const rows: ActivityRows = { activities: [], goods: [] };
  ACTIVITIES.forEach((def, i) => {
    const id = i + 1;
    const title = BANNER_TITLES[def.banner];
    rows.activities.push({
      id,
      name: title['zh-CN'],
      type: def.type,
      // The banner draws words, so each locale has its own; the cover draws none.
      banner: [bannerImageUrl(def.banner), coverImageUrl(def.cover, id)],
      instruction: def.instruction,
      i18n: i18nOf({
        name: translatedOf(title),
        instruction: def.instructions,
        banner: perLocale((locale) => [bannerImageUrl(def.banner, locale), coverImageUrl(def.cover, id)]),
      }),
      sort: (ACTIVITIES.length - i) * 10,
      isShow: true,
      startTime: ACTIVITIES_START,
      endTime: null,
    });
    const candidates = catalog.products.filter(
      (p) => departmentOf.get(p.categoryId) === def.department && p.isShow !== false && (p.stock ?? 0) > 0,
    );
    const picked = r.shuffle(r.sample(candidates, r.int(6, 12)));
    picked.forEach((p, k) => rows.goods.push({ activityId: id, productId: p.id, sort: (picked.length - k) * 10 }));
  });
  return rows;
}
