import { createRandom, drawUnique, type Random } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import { slugify } from '../../template/slug';
import type {
  InventoryBrandRecord,
  InventoryCategoryRecord,
  InventoryProductRecord,
  InventoryTagRecord,
  InventoryVendorRecord,
} from './model';

/** What a product of a category is called: a noun, what it is made of, a motif. */
interface CategorySpec {
  name: string;
  code: string;
  nouns: string[];
  materials: string[];
  motifs: string[];
  /** Cost range in soles and weight range in kilograms. */
  cost: [number, number];
  weight: [number, number];
}

// A crafts and outdoor shop in Cusco: what a tourism office's demo inventory would plausibly hold.
const CATEGORIES: CategorySpec[] = [
  {
    name: 'Textiles',
    code: 'TEX',
    nouns: ['Chompa', 'Chalina', 'Poncho', 'Chullo', 'Manta', 'Guantes', 'Bufanda', 'Tapiz'],
    materials: ['de alpaca', 'de baby alpaca', 'de lana de oveja', 'de algodón pima'],
    motifs: ['Chakana', 'Qocha', 'Ñusta', 'Kuntur', 'Pisac', 'Urubamba', 'Vicuña', 'Inti'],
    cost: [25, 260],
    weight: [0.1, 1.4],
  },
  {
    name: 'Cerámica',
    code: 'CER',
    nouns: ['Plato', 'Jarra', 'Taza', 'Toro de Pucará', 'Florero', 'Cuenco', 'Aríbalo'],
    materials: ['pintado a mano', 'de arcilla', 'esmaltado', 'de Pucará'],
    motifs: ['Qero', 'Wiracocha', 'Pachamama', 'Sacsayhuamán', 'Ollantay', 'Chinchero'],
    cost: [12, 140],
    weight: [0.2, 2.5],
  },
  {
    name: 'Joyería',
    code: 'JOY',
    nouns: ['Aretes', 'Collar', 'Pulsera', 'Anillo', 'Prendedor', 'Dije'],
    materials: ['de plata 950', 'de plata y spondylus', 'de plata y turquesa', 'de cobre'],
    motifs: ['Chakana', 'Colibrí', 'Puma', 'Serpiente', 'Luna', 'Tumi'],
    cost: [18, 320],
    weight: [0.01, 0.15],
  },
  {
    name: 'Equipo de montaña',
    code: 'MON',
    nouns: [
      'Mochila',
      'Bastón de trekking',
      'Casaca',
      'Saco de dormir',
      'Linterna frontal',
      'Cantimplora',
    ],
    materials: ['impermeable', 'ultraligero', 'térmico', 'de aluminio'],
    motifs: ['Salkantay', 'Ausangate', 'Choquequirao', 'Lares', 'Vinicunca', 'Inca'],
    cost: [30, 480],
    weight: [0.15, 2.2],
  },
  {
    name: 'Libros y mapas',
    code: 'LIB',
    nouns: ['Guía', 'Mapa', 'Atlas', 'Libro de fotografía', 'Cuaderno de viaje'],
    materials: ['ilustrado', 'bilingüe', 'plegable', 'de bolsillo'],
    motifs: [
      'Valle Sagrado',
      'Camino Inca',
      'Machu Picchu',
      'Cusco colonial',
      'Qhapaq Ñan',
      'Manu',
    ],
    cost: [10, 95],
    weight: [0.05, 1.2],
  },
  {
    name: 'Alimentos andinos',
    code: 'ALI',
    nouns: ['Café', 'Chocolate', 'Quinua', 'Infusión de muña', 'Kiwicha', 'Sal de Maras'],
    materials: ['orgánico', 'tostado', 'en grano', 'artesanal'],
    motifs: ['Quillabamba', 'Lares', 'Calca', 'Maras', 'Paucartambo', 'Yanatile'],
    cost: [6, 45],
    weight: [0.1, 1],
  },
];

const BRANDS = [
  'Qori Ñan',
  'Apu Tinkuy',
  'Pachamama Textil',
  'Wayra',
  'Chaska',
  'Kallpa',
  'Ayni Andino',
];
const VENDORS = [
  'Cooperativa Textil Chinchero',
  'Taller Artesanal Pisac',
  'Asociación Ccaccaccollo',
  'Distribuidora Sacsayhuamán',
  'Comercial Andes del Sur',
];
const TAGS = [
  'alpaca',
  'hecho a mano',
  'comercio justo',
  'orgánico',
  'edición limitada',
  'impermeable',
  'regalo',
  'ligero',
  'sostenible',
  'tradicional',
];
/** The tax percents the template shows. */
const TAX_PERCENTS = [8, 10, 18, 20, 30];
const PRODUCTS_PER_CATEGORY = 12;

export interface InventorySeed {
  inventoryCategories: InventoryCategoryRecord[];
  inventoryBrands: InventoryBrandRecord[];
  inventoryVendors: InventoryVendorRecord[];
  inventoryTags: InventoryTagRecord[];
  inventoryProducts: InventoryProductRecord[];
}

/** EAN-13: twelve digits and their check digit. */
function barcode(random: Random): string {
  const digits = `775${random.digits(9)}`;
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The seeded inventory: 6 categories, 7 brands, 5 vendors, 10 tags and 72 products. */
export function seedInventory(seed = 0x1a7e47): InventorySeed {
  const random = createRandom(seed);
  const named = (name: string) => ({ id: seededId(random), name, slug: slugify(name) });
  const categories = CATEGORIES.map((spec) => ({ ...named(spec.name), parentId: null }));
  const brands = BRANDS.map(named);
  const vendors = VENDORS.map(named);
  const tags = TAGS.map((title) => ({ id: seededId(random), title }));
  const names = new Set<string>();
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  const products: InventoryProductRecord[] = [];
  CATEGORIES.forEach((spec, index) => {
    for (let n = 0; n < PRODUCTS_PER_CATEGORY; n += 1) {
      const name = drawUnique(
        names,
        () =>
          `${random.pick(spec.nouns)} ${random.pick(spec.materials)} ${random.pick(spec.motifs)}`,
      );
      const cost = round2(spec.cost[0] + random.next() * (spec.cost[1] - spec.cost[0]));
      const basePrice = round2(cost * (1.3 + random.next() * 0.7));
      const taxPercent = random.pick(TAX_PERCENTS);
      const stock = random.chance(0.1) ? 0 : random.int(1, 80);
      products.push({
        id: seededId(random),
        category: categories[index]?.id ?? null,
        name,
        description: `${name}. Producto de ${spec.name.toLowerCase()} elaborado en la región Cusco.`,
        tags: random.sample(tags, random.int(1, 3)).map((tag) => tag.id),
        sku: drawUnique(skus, () => `${spec.code}-${random.digits(5)}`),
        barcode: drawUnique(barcodes, () => barcode(random)),
        brand: random.pick(brands).id,
        vendor: random.pick(vendors).id,
        stock,
        reserved: random.int(0, Math.min(stock, 8)),
        cost,
        basePrice,
        taxPercent,
        price: round2(basePrice * (1 + taxPercent / 100)),
        weight: round2(spec.weight[0] + random.next() * (spec.weight[1] - spec.weight[0])),
        thumbnail: null,
        images: [],
        active: random.chance(0.85),
      });
    }
  });
  return {
    inventoryCategories: categories,
    inventoryBrands: brands,
    inventoryVendors: vendors,
    inventoryTags: tags,
    inventoryProducts: random.shuffle(products),
  };
}
