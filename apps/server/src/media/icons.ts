import {
  Apple,
  Armchair,
  Baby,
  Bike,
  BookOpen,
  Briefcase,
  Coffee,
  Cookie,
  CookingPot,
  Droplets,
  Dumbbell,
  Footprints,
  Gamepad2,
  Gem,
  Guitar,
  Handbag,
  Headphones,
  Headset,
  Keyboard,
  LampDesk,
  Laptop,
  LibraryBig,
  Milk,
  Monitor,
  MonitorSmartphone,
  PenTool,
  PerfumeBottle,
  Printer,
  Puzzle,
  Refrigerator,
  RobotVacuum,
  RotateCcw,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  ShoppingBasket,
  Smartphone,
  Sofa,
  Sparkles,
  SportShoe,
  SprayCan,
  Store,
  Tablet,
  Tent,
  Toothbrush,
  ToyBrick,
  Truck,
  Tv,
  UtensilsCrossed,
  WashingMachine,
  Watch,
  Wheat,
  BedDouble,
  Trophy,
} from 'lucide-static';

/*
 * The icons the artwork draws, by lucide name. Only these are imported so the
 * bundle keeps a few dozen icons, not the whole set.
 */
const SOURCES = {
  apple: Apple,
  armchair: Armchair,
  baby: Baby,
  'bed-double': BedDouble,
  bike: Bike,
  'book-open': BookOpen,
  briefcase: Briefcase,
  coffee: Coffee,
  cookie: Cookie,
  'cooking-pot': CookingPot,
  droplets: Droplets,
  dumbbell: Dumbbell,
  footprints: Footprints,
  'gamepad-2': Gamepad2,
  gem: Gem,
  guitar: Guitar,
  handbag: Handbag,
  headphones: Headphones,
  headset: Headset,
  keyboard: Keyboard,
  'lamp-desk': LampDesk,
  laptop: Laptop,
  'library-big': LibraryBig,
  milk: Milk,
  monitor: Monitor,
  'monitor-smartphone': MonitorSmartphone,
  'pen-tool': PenTool,
  'perfume-bottle': PerfumeBottle,
  printer: Printer,
  puzzle: Puzzle,
  refrigerator: Refrigerator,
  'robot-vacuum': RobotVacuum,
  'rotate-ccw': RotateCcw,
  'shield-check': ShieldCheck,
  shirt: Shirt,
  'shopping-bag': ShoppingBag,
  'shopping-basket': ShoppingBasket,
  smartphone: Smartphone,
  sofa: Sofa,
  sparkles: Sparkles,
  'sport-shoe': SportShoe,
  'spray-can': SprayCan,
  store: Store,
  tablet: Tablet,
  tent: Tent,
  toothbrush: Toothbrush,
  'toy-brick': ToyBrick,
  trophy: Trophy,
  truck: Truck,
  tv: Tv,
  'utensils-crossed': UtensilsCrossed,
  'washing-machine': WashingMachine,
  watch: Watch,
  wheat: Wheat,
} as const satisfies Record<string, string>;

/** Name of an icon the artwork can draw. */
export type IconName = keyof typeof SOURCES;

const bodies = new Map<IconName, string>();

/**
 * The inner markup of a 24×24 lucide icon (its paths, circles, rects) without
 * the outer `<svg>`, whitespace collapsed, ready to sit in a scaled `<g>`.
 */
export function iconBody(name: IconName): string {
  let body = bodies.get(name);
  if (body === undefined) {
    const source = SOURCES[name];
    const open = source.indexOf('>', source.indexOf('<svg'));
    body = source
      .slice(open + 1, source.lastIndexOf('</svg>'))
      .replace(/\s+/g, ' ')
      .trim();
    bodies.set(name, body);
  }
  return body;
}
