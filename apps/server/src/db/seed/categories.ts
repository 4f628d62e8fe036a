import { iconImageUrl } from '../../media/urls.ts';
import type { category } from '../schema.ts';
import { i18nOf, type Translated } from './localeTexts.ts';
import type { LeafKey } from './templates/index.ts';

/** A department (top-level category) and its leaves, by artwork subject key; `name` in zh-CN, `names` in the other locales. */
interface DepartmentDef {
  key: DepartmentKey;
  name: string;
  names: Translated;
  leaves: ReadonlyArray<{ key: LeafKey; name: string; names: Translated }>;
}

/** Key of a department; also its artwork subject and colour family. */
export type DepartmentKey =
  | 'digital'
  | 'office'
  | 'appliance'
  | 'fashion'
  | 'beauty'
  | 'food'
  | 'home'
  | 'baby'
  | 'sports'
  | 'culture';

/** The platform's two-level category tree, in display order. */
export const DEPARTMENTS: readonly DepartmentDef[] = [
  {
    key: 'digital',
    name: '手机数码',
    names: { en: 'Phones & digital', fr: 'Téléphonie et numérique', th: 'โทรศัพท์มือถือและดิจิทัล', lao: 'ໂທລະສັບ ແລະ ດິຈິຕອນ' },
    leaves: [
      { key: 'phone', name: '手机', names: { en: 'Phones', fr: 'Téléphones', th: 'โทรศัพท์มือถือ', lao: 'ໂທລະສັບມືຖື' } },
      { key: 'tablet', name: '平板电脑', names: { en: 'Tablets', fr: 'Tablettes', th: 'แท็บเล็ต', lao: 'ແທັບເລັດ' } },
      { key: 'audio', name: '耳机音箱', names: { en: 'Headphones & speakers', fr: 'Casques et enceintes', th: 'หูฟังและลำโพง', lao: 'ຫູຟັງ ແລະ ລຳໂພງ' } },
      { key: 'wearable', name: '智能穿戴', names: { en: 'Wearables', fr: 'Objets connectés', th: 'อุปกรณ์สวมใส่อัจฉริยะ', lao: 'ອຸປະກອນສວມໃສ່ອັດສະລິຍະ' } },
    ],
  },
  {
    key: 'office',
    name: '电脑办公',
    names: { en: 'Computers & office', fr: 'Informatique et bureau', th: 'คอมพิวเตอร์และสำนักงาน', lao: 'ຄອມພິວເຕີ ແລະ ຫ້ອງການ' },
    leaves: [
      { key: 'laptop', name: '笔记本电脑', names: { en: 'Laptops', fr: 'Ordinateurs portables', th: 'โน้ตบุ๊ก', lao: 'ໂນດບຸກ' } },
      { key: 'monitor', name: '显示器', names: { en: 'Monitors', fr: 'Écrans', th: 'จอมอนิเตอร์', lao: 'ຈໍມໍນິເຕີ' } },
      { key: 'keyboard', name: '键鼠外设', names: { en: 'Keyboards & mice', fr: 'Claviers et souris', th: 'คีย์บอร์ดและเมาส์', lao: 'ຄີບອດ ແລະ ເມົ້າ' } },
      { key: 'printer', name: '打印办公', names: { en: 'Printers & office supplies', fr: 'Impression et fournitures', th: 'เครื่องพิมพ์และอุปกรณ์สำนักงาน', lao: 'ເຄື່ອງພິມ ແລະ ອຸປະກອນຫ້ອງການ' } },
    ],
  },
  {
    key: 'appliance',
    name: '家用电器',
    names: { en: 'Home appliances', fr: 'Électroménager', th: 'เครื่องใช้ไฟฟ้าในบ้าน', lao: 'ເຄື່ອງໃຊ້ໄຟຟ້າໃນເຮືອນ' },
    leaves: [
      { key: 'fridge', name: '冰箱冷柜', names: { en: 'Fridges & freezers', fr: 'Réfrigérateurs et congélateurs', th: 'ตู้เย็นและตู้แช่แข็ง', lao: 'ຕູ້ເຢັນ ແລະ ຕູ້ແຊ່ແຂງ' } },
      { key: 'washer', name: '洗衣机', names: { en: 'Washing machines', fr: 'Lave-linge', th: 'เครื่องซักผ้า', lao: 'ເຄື່ອງຊັກຜ້າ' } },
      { key: 'kitchen', name: '厨房小电', names: { en: 'Kitchen appliances', fr: 'Petit électroménager de cuisine', th: 'เครื่องใช้ไฟฟ้าในครัว', lao: 'ເຄື່ອງໃຊ້ໄຟຟ້າໃນຄົວ' } },
      { key: 'cleaner', name: '清洁电器', names: { en: 'Cleaning appliances', fr: 'Appareils de nettoyage', th: 'เครื่องใช้ไฟฟ้าทำความสะอาด', lao: 'ເຄື່ອງໃຊ້ໄຟຟ້າທຳຄວາມສະອາດ' } },
    ],
  },
  {
    key: 'fashion',
    name: '服饰鞋包',
    names: { en: 'Clothing, shoes & bags', fr: 'Vêtements, chaussures et sacs', th: 'เสื้อผ้า รองเท้า และกระเป๋า', lao: 'ເສື້ອຜ້າ, ເກີບ ແລະ ກະເປົາ' },
    leaves: [
      { key: 'menswear', name: '男装', names: { en: 'Menswear', fr: 'Mode homme', th: 'เสื้อผ้าผู้ชาย', lao: 'ເສື້ອຜ້າຜູ້ຊາຍ' } },
      { key: 'womenswear', name: '女装', names: { en: 'Womenswear', fr: 'Mode femme', th: 'เสื้อผ้าผู้หญิง', lao: 'ເສື້ອຜ້າຜູ້ຍິງ' } },
      { key: 'shoes', name: '鞋靴', names: { en: 'Shoes & boots', fr: 'Chaussures et bottes', th: 'รองเท้าและรองเท้าบูท', lao: 'ເກີບ ແລະ ເກີບບູດ' } },
      { key: 'bags', name: '箱包', names: { en: 'Bags & luggage', fr: 'Sacs et bagages', th: 'กระเป๋าและกระเป๋าเดินทาง', lao: 'ກະເປົາ ແລະ ກະເປົາເດີນທາງ' } },
    ],
  },
  {
    key: 'beauty',
    name: '美妆个护',
    names: { en: 'Beauty & personal care', fr: 'Beauté et soins', th: 'ความงามและของใช้ส่วนตัว', lao: 'ຄວາມງາມ ແລະ ຂອງໃຊ້ສ່ວນຕົວ' },
    leaves: [
      { key: 'skincare', name: '面部护肤', names: { en: 'Skincare', fr: 'Soins du visage', th: 'ผลิตภัณฑ์ดูแลผิวหน้า', lao: 'ຜະລິດຕະພັນບຳລຸງຜິວໜ້າ' } },
      { key: 'makeup', name: '彩妆香水', names: { en: 'Makeup & fragrance', fr: 'Maquillage et parfums', th: 'เครื่องสำอางและน้ำหอม', lao: 'ເຄື່ອງສຳອາງ ແລະ ນ້ຳຫອມ' } },
      { key: 'haircare', name: '洗发沐浴', names: { en: 'Shampoo & shower', fr: 'Shampooings et gels douche', th: 'แชมพูและสบู่อาบน้ำ', lao: 'ແຊມພູ ແລະ ສະບູອາບນ້ຳ' } },
      { key: 'oral', name: '口腔护理', names: { en: 'Oral care', fr: 'Hygiène bucco-dentaire', th: 'ดูแลช่องปาก', lao: 'ດູແລຊ່ອງປາກ' } },
    ],
  },
  {
    key: 'food',
    name: '食品生鲜',
    names: { en: 'Food & fresh produce', fr: 'Épicerie et produits frais', th: 'อาหารและของสด', lao: 'ອາຫານ ແລະ ຂອງສົດ' },
    leaves: [
      { key: 'fruit', name: '新鲜水果', names: { en: 'Fresh fruit', fr: 'Fruits frais', th: 'ผลไม้สด', lao: 'ໝາກໄມ້ສົດ' } },
      { key: 'snack', name: '休闲零食', names: { en: 'Snacks', fr: 'Snacks et confiseries', th: 'ขนมขบเคี้ยว', lao: 'ເຂົ້າໜົມ' } },
      { key: 'tea', name: '茶饮冲调', names: { en: 'Tea & drinks', fr: 'Thés et boissons', th: 'ชาและเครื่องดื่ม', lao: 'ຊາ ແລະ ເຄື່ອງດື່ມ' } },
      { key: 'grain', name: '粮油调味', names: { en: 'Staples & seasonings', fr: 'Épicerie salée et condiments', th: 'ข้าว น้ำมัน และเครื่องปรุง', lao: 'ເຂົ້າ, ນ້ຳມັນ ແລະ ເຄື່ອງປຸງ' } },
    ],
  },
  {
    key: 'home',
    name: '家居家装',
    names: { en: 'Home & living', fr: 'Maison et décoration', th: 'บ้านและของแต่งบ้าน', lao: 'ເຮືອນ ແລະ ເຄື່ອງຕົກແຕ່ງ' },
    leaves: [
      { key: 'bedding', name: '床上用品', names: { en: 'Bedding', fr: 'Linge de lit', th: 'เครื่องนอน', lao: 'ເຄື່ອງນອນ' } },
      { key: 'furniture', name: '家具', names: { en: 'Furniture', fr: 'Meubles', th: 'เฟอร์นิเจอร์', lao: 'ເຟີນິເຈີ' } },
      { key: 'lighting', name: '灯饰照明', names: { en: 'Lighting', fr: 'Luminaires', th: 'โคมไฟและแสงสว่าง', lao: 'ໂຄມໄຟ ແລະ ແສງສະຫວ່າງ' } },
      { key: 'cookware', name: '厨具餐具', names: { en: 'Cookware & tableware', fr: 'Cuisine et arts de la table', th: 'เครื่องครัวและภาชนะ', lao: 'ເຄື່ອງຄົວ ແລະ ຖ້ວຍຈານ' } },
    ],
  },
  {
    key: 'baby',
    name: '母婴玩具',
    names: { en: 'Baby & toys', fr: 'Bébé et jouets', th: 'แม่และเด็ก ของเล่น', lao: 'ແມ່ ແລະ ເດັກ, ເຄື່ອງຫຼິ້ນ' },
    leaves: [
      { key: 'formula', name: '奶粉辅食', names: { en: 'Formula & baby food', fr: 'Laits infantiles et petits pots', th: 'นมผงและอาหารเด็ก', lao: 'ນົມຜົງ ແລະ ອາຫານເດັກ' } },
      { key: 'diaper', name: '尿裤湿巾', names: { en: 'Nappies & wipes', fr: 'Couches et lingettes', th: 'ผ้าอ้อมและทิชชูเปียก', lao: 'ຜ້າອ້ອມ ແລະ ເຈ້ຍປຽກ' } },
      { key: 'blocks', name: '积木拼插', names: { en: 'Building blocks', fr: 'Jeux de construction', th: 'ตัวต่อ', lao: 'ເຄື່ອງຫຼິ້ນຕົວຕໍ່' } },
      { key: 'toys', name: '益智玩具', names: { en: 'Educational toys', fr: 'Jouets éducatifs', th: 'ของเล่นเสริมพัฒนาการ', lao: 'ເຄື່ອງຫຼິ້ນເສີມພັດທະນາການ' } },
    ],
  },
  {
    key: 'sports',
    name: '运动户外',
    names: { en: 'Sports & outdoors', fr: 'Sport et plein air', th: 'กีฬาและกิจกรรมกลางแจ้ง', lao: 'ກິລາ ແລະ ກິດຈະກຳກາງແຈ້ງ' },
    leaves: [
      { key: 'sneakers', name: '运动鞋', names: { en: 'Sports shoes', fr: 'Chaussures de sport', th: 'รองเท้ากีฬา', lao: 'ເກີບກິລາ' } },
      { key: 'fitness', name: '健身器材', names: { en: 'Fitness equipment', fr: 'Matériel de fitness', th: 'อุปกรณ์ฟิตเนส', lao: 'ອຸປະກອນອອກກຳລັງກາຍ' } },
      { key: 'camping', name: '户外露营', names: { en: 'Camping', fr: 'Camping', th: 'แคมป์ปิ้ง', lao: 'ແຄ້ມປິ້ງ' } },
      { key: 'cycling', name: '骑行装备', names: { en: 'Cycling gear', fr: 'Équipement vélo', th: 'อุปกรณ์ปั่นจักรยาน', lao: 'ອຸປະກອນຂີ່ລົດຖີບ' } },
    ],
  },
  {
    key: 'culture',
    name: '图书文娱',
    names: { en: 'Books & entertainment', fr: 'Livres et loisirs', th: 'หนังสือและความบันเทิง', lao: 'ປຶ້ມ ແລະ ຄວາມບັນເທີງ' },
    leaves: [
      { key: 'books', name: '图书', names: { en: 'Books', fr: 'Livres', th: 'หนังสือ', lao: 'ປຶ້ມ' } },
      { key: 'stationery', name: '文具', names: { en: 'Stationery', fr: 'Papeterie', th: 'เครื่องเขียน', lao: 'ເຄື່ອງຂຽນ' } },
      { key: 'instrument', name: '乐器', names: { en: 'Musical instruments', fr: 'Instruments de musique', th: 'เครื่องดนตรี', lao: 'ເຄື່ອງດົນຕີ' } },
      { key: 'games', name: '电玩游戏', names: { en: 'Video games', fr: 'Jeux vidéo', th: 'วิดีโอเกม', lao: 'ວິດີໂອເກມ' } },
    ],
  },
];

/** A leaf category with its id and the department it belongs to. */
export interface LeafCategory {
  id: number;
  pid: number;
  key: LeafKey;
  name: string;
  department: DepartmentKey;
}

/** Category rows and lookups by key. */
export interface CategoryTree {
  rows: Array<typeof category.$inferInsert>;
  departmentIds: Record<DepartmentKey, number>;
  leaves: LeafCategory[];
}

/**
 * The category rows with fixed ids: departments 1–10, then leaves from 11
 * grouped by department. `sort` falls with display order, so sorting by
 * `sort desc` or by `id` shows the same tree.
 */
export function buildCategories(): CategoryTree {
  const rows: CategoryTree['rows'] = [];
  const departmentIds = {} as Record<DepartmentKey, number>;
  const leaves: LeafCategory[] = [];
  DEPARTMENTS.forEach((department, i) => {
    const id = i + 1;
    departmentIds[department.key] = id;
    rows.push({ id, pid: 0, name: department.name, i18n: i18nOf({ name: department.names }), icon: iconImageUrl(department.key), level: 1, sort: (DEPARTMENTS.length - i) * 10, isShow: true });
  });
  let nextId = DEPARTMENTS.length + 1;
  for (const department of DEPARTMENTS) {
    const pid = departmentIds[department.key];
    department.leaves.forEach((leaf, j) => {
      const id = nextId++;
      leaves.push({ id, pid, key: leaf.key, name: leaf.name, department: department.key });
      rows.push({ id, pid, name: leaf.name, i18n: i18nOf({ name: leaf.names }), icon: iconImageUrl(leaf.key), level: 2, sort: (department.leaves.length - j) * 10, isShow: true });
    });
  }
  return { rows, departmentIds, leaves };
}
