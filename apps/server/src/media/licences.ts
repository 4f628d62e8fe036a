/** The wording of one kind of licence picture. */
export interface LicenceSpec {
  /** Title across the top, e.g. 营业执照. */
  title: string;
  /** The line under it naming the number, e.g. 统一社会信用代码. */
  numberLabel: string;
}

/*
 * Licence and permit pictures of the shops' qualification tabs, by the kind
 * in their URL (`/media/art/licence/<kind>-<variant>.svg`). Wording lives
 * here, not in the URL, so nobody can make the mall's own domain serve a
 * "certificate" saying anything they like; the variant only draws the number.
 */
const LICENCES = {
  business: { title: '营业执照', numberLabel: '统一社会信用代码' },
  food: { title: '食品经营许可证', numberLabel: '许可证编号' },
  cosmetics: { title: '化妆品经营备案凭证', numberLabel: '备案编号' },
  publishing: { title: '出版物经营许可证', numberLabel: '许可证编号' },
  brand: { title: '品牌授权书', numberLabel: '授权编号' },
  quality: { title: '产品质量检验报告', numberLabel: '报告编号' },
  ccc: { title: '中国强制性产品认证证书', numberLabel: '证书编号' },
} as const satisfies Record<string, LicenceSpec>;

/** Kind of a known licence picture. */
export type LicenceKind = keyof typeof LICENCES;

/** The licence of kind `kind`, or undefined when there is none (URLs come from outside). */
export function findLicence(kind: string): LicenceSpec | undefined {
  return Object.hasOwn(LICENCES, kind) ? LICENCES[kind as LicenceKind] : undefined;
}
