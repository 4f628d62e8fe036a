import type zhCN from './zh-CN.ts';

/** Messages of the footer components in French. */
export default {
  'footer.sellingPoints': 'Nos engagements',
  'footer.variety': 'Un choix complet, des achats faciles',
  'footer.delivery': 'Expédié depuis plusieurs entrepôts, livraison rapide',
  'footer.genuine': 'Produits authentiques, service soigné',
  'footer.lowPrice': 'Petits prix tous les jours, achat serein',
  'footer.address': 'Adresse : {address}',
  'footer.licence': 'Licence commerciale : {licence}',
} satisfies Record<keyof typeof zhCN, string>;
