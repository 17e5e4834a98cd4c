import type { ProductCategory } from '@yuanfen/contract';
import type { Motif } from '../gifts/art';

/** Names or descriptions in Yuanfen's languages, in this order: en, zh, tw, de, it, fr, ja, ko. */
type Texts = readonly [string, string, string, string, string, string, string, string];

export interface StarterProduct {
  key: string;
  category: ProductCategory;
  /** Gold per piece. */
  price: number;
  motif: Motif;
  palette: readonly [string, string];
  name: Texts;
  description: Texts;
}

const FLOWER = ['#eefbe8', '#c4ead0'] as const;
const SWEETS = ['#fff1e0', '#f7cfa4'] as const;
const JEWELRY = ['#eef0ff', '#c9cff5'] as const;
const KEEPSAKE = ['#fff0f4', '#f6c3d3'] as const;

/**
 * The mall's starter catalogue (issue 16): real things delivered to a door, priced in gold. Flowers go
 * to addresses in China only; the rest anywhere. Seeded once per key, then the operator's to change.
 */
export const STARTER_PRODUCTS: readonly StarterProduct[] = [
  {
    key: 'eleven-red-roses',
    category: 'flower',
    price: 99,
    motif: 'rose',
    palette: FLOWER,
    name: ['Eleven Red Roses', '十一朵红玫瑰', '十一朵紅玫瑰', 'Elf rote Rosen', 'Undici rose rosse', 'Onze roses rouges', '赤いバラ11本', '빨간 장미 열한 송이'],
    description: [
      'Eleven fresh red roses, hand-tied and delivered to her door in China.',
      '十一朵新鲜红玫瑰，手工扎束，送到她在中国的家门口。',
      '十一朵新鮮紅玫瑰，手工紮束，送到她在中國的家門口。',
      'Elf frische rote Rosen, von Hand gebunden und in China bis an ihre Tür geliefert.',
      'Undici rose rosse fresche, legate a mano e consegnate alla sua porta in Cina.',
      'Onze roses rouges fraîches, liées à la main et livrées à sa porte en Chine.',
      '手で束ねた新鮮な赤いバラ11本を、中国のご自宅までお届けします。',
      '손으로 묶은 싱싱한 빨간 장미 열한 송이를 중국의 집 앞까지 배달합니다.',
    ],
  },
  {
    key: 'spring-bouquet',
    category: 'flower',
    price: 129,
    motif: 'bouquet',
    palette: FLOWER,
    name: ['Spring Bouquet', '春日花束', '春日花束', 'Frühlingsstrauß', 'Bouquet di primavera', 'Bouquet de printemps', '春のブーケ', '봄 꽃다발'],
    description: [
      'Seasonal flowers in soft colours, arranged by a florist in her city.',
      '当季鲜花，色彩柔和，由她所在城市的花艺师搭配。',
      '當季鮮花，色彩柔和，由她所在城市的花藝師搭配。',
      'Blumen der Saison in sanften Farben, von einer Floristin in ihrer Stadt gebunden.',
      'Fiori di stagione dai colori tenui, composti da un fiorista della sua città.',
      'Des fleurs de saison aux couleurs douces, composées par un fleuriste de sa ville.',
      '季節の花をやさしい色合いで、お相手の街のフローリストがアレンジします。',
      '제철 꽃을 부드러운 색감으로, 그녀가 사는 도시의 플로리스트가 꾸밉니다.',
    ],
  },
  {
    key: 'sunflower-bunch',
    category: 'flower',
    price: 69,
    motif: 'sunflower',
    palette: FLOWER,
    name: ['Sunflower Bunch', '向日葵花束', '向日葵花束', 'Sonnenblumenstrauß', 'Mazzo di girasoli', 'Bouquet de tournesols', 'ひまわりの花束', '해바라기 꽃다발'],
    description: [
      'Bright sunflowers to light up her day, delivered in China.',
      '明亮的向日葵，点亮她的一天，中国境内配送。',
      '明亮的向日葵，點亮她的一天，中國境內配送。',
      'Leuchtende Sonnenblumen für einen hellen Tag, Lieferung in China.',
      'Girasoli luminosi per illuminare la sua giornata, consegna in Cina.',
      'Des tournesols éclatants pour illuminer sa journée, livrés en Chine.',
      '一日を明るくするひまわりを、中国国内にお届けします。',
      '그녀의 하루를 밝혀 줄 해바라기, 중국 내 배송.',
    ],
  },
  {
    key: 'white-lilies',
    category: 'flower',
    price: 89,
    motif: 'lily',
    palette: FLOWER,
    name: ['White Lilies', '白百合', '白百合', 'Weiße Lilien', 'Gigli bianchi', 'Lys blancs', '白いユリ', '하얀 백합'],
    description: [
      'Fragrant white lilies, a quiet and elegant gesture.',
      '芬芳的白百合，安静而优雅的心意。',
      '芬芳的白百合，安靜而優雅的心意。',
      'Duftende weiße Lilien, eine stille, elegante Geste.',
      'Gigli bianchi profumati, un gesto discreto ed elegante.',
      'Des lys blancs parfumés, un geste discret et élégant.',
      '香り高い白いユリ。静かで上品な贈り物です。',
      '향기로운 하얀 백합, 조용하고 우아한 마음.',
    ],
  },
  {
    key: 'tulip-vase',
    category: 'flower',
    price: 79,
    motif: 'tulip',
    palette: FLOWER,
    name: ['Tulips', '郁金香', '鬱金香', 'Tulpen', 'Tulipani', 'Tulipes', 'チューリップ', '튤립'],
    description: [
      'A cheerful bunch of tulips, fresh from the market.',
      '一束欢快的郁金香，新鲜直送。',
      '一束歡快的鬱金香，新鮮直送。',
      'Ein fröhlicher Strauß Tulpen, frisch vom Markt.',
      'Un allegro mazzo di tulipani, freschi di mercato.',
      'Un joyeux bouquet de tulipes, tout juste du marché.',
      '市場から届いたばかりの、明るいチューリップの花束。',
      '시장에서 갓 온 경쾌한 튤립 한 다발.',
    ],
  },
  {
    key: 'chocolate-box',
    category: 'sweets',
    price: 59,
    motif: 'chocolates',
    palette: SWEETS,
    name: ['Box of Chocolates', '巧克力礼盒', '巧克力禮盒', 'Pralinenschachtel', 'Scatola di cioccolatini', 'Boîte de chocolats', 'チョコレートの詰め合わせ', '초콜릿 상자'],
    description: [
      'Sixteen assorted chocolates in a gift box.',
      '礼盒装十六颗什锦巧克力。',
      '禮盒裝十六顆什錦巧克力。',
      'Sechzehn gemischte Pralinen in einer Geschenkschachtel.',
      'Sedici cioccolatini assortiti in una confezione regalo.',
      'Seize chocolats assortis dans une boîte cadeau.',
      'ギフトボックス入りのチョコレート16粒。',
      '선물 상자에 담긴 초콜릿 열여섯 개.',
    ],
  },
  {
    key: 'birthday-cake',
    category: 'sweets',
    price: 149,
    motif: 'cake',
    palette: SWEETS,
    name: ['Birthday Cake', '生日蛋糕', '生日蛋糕', 'Geburtstagstorte', 'Torta di compleanno', "Gâteau d'anniversaire", 'バースデーケーキ', '생일 케이크'],
    description: [
      'A fresh cream cake baked on the day and delivered with candles.',
      '当天现做的鲜奶油蛋糕，附赠蜡烛配送。',
      '當天現做的鮮奶油蛋糕，附贈蠟燭配送。',
      'Eine Sahnetorte, am selben Tag gebacken und mit Kerzen geliefert.',
      'Una torta alla panna sfornata in giornata e consegnata con le candeline.',
      'Un gâteau à la crème fait le jour même, livré avec ses bougies.',
      '当日焼き上げた生クリームケーキを、ろうそく付きでお届けします。',
      '당일 구운 생크림 케이크를 초와 함께 배달합니다.',
    ],
  },
  {
    key: 'mooncake-set',
    category: 'sweets',
    price: 89,
    motif: 'mooncake',
    palette: SWEETS,
    name: ['Mooncake Set', '月饼礼盒', '月餅禮盒', 'Mondkuchen-Set', 'Set di torte della luna', 'Coffret de gâteaux de lune', '月餅セット', '월병 세트'],
    description: [
      'Four traditional mooncakes for the Mid-Autumn Festival.',
      '四枚传统月饼，共度中秋。',
      '四枚傳統月餅，共度中秋。',
      'Vier traditionelle Mondkuchen zum Mittherbstfest.',
      'Quattro torte della luna tradizionali per la Festa di metà autunno.',
      'Quatre gâteaux de lune traditionnels pour la fête de la mi-automne.',
      '中秋節に贈る伝統的な月餅4個。',
      '추석에 나누는 전통 월병 네 개.',
    ],
  },
  {
    key: 'silver-necklace',
    category: 'jewelry',
    price: 399,
    motif: 'necklace',
    palette: JEWELRY,
    name: ['Silver Necklace', '银项链', '銀項鍊', 'Silberkette', 'Collana d’argento', "Collier en argent", 'シルバーネックレス', '은 목걸이'],
    description: [
      'A fine sterling silver necklace with a small pendant, in a gift case.',
      '精致的纯银项链，配小吊坠，附礼盒。',
      '精緻的純銀項鍊，配小吊墜，附禮盒。',
      'Eine feine Sterlingsilberkette mit kleinem Anhänger, im Geschenketui.',
      'Una sottile collana in argento sterling con un piccolo pendente, in astuccio.',
      'Un fin collier en argent massif avec un petit pendentif, dans un écrin.',
      '小さなペンダント付きの華奢なシルバーネックレス。ギフトケース入り。',
      '작은 펜던트가 달린 섬세한 순은 목걸이, 선물 케이스 포함.',
    ],
  },
  {
    key: 'promise-ring',
    category: 'jewelry',
    price: 499,
    motif: 'ring',
    palette: JEWELRY,
    name: ['Promise Ring', '承诺戒指', '承諾戒指', 'Versprechensring', 'Anello della promessa', 'Bague de promesse', 'プロミスリング', '약속 반지'],
    description: [
      'A silver ring with a small crystal, for a promise worth keeping.',
      '镶小水晶的银戒指，许下值得守护的承诺。',
      '鑲小水晶的銀戒指，許下值得守護的承諾。',
      'Ein Silberring mit kleinem Kristall, für ein Versprechen, das man hält.',
      'Un anello d’argento con un piccolo cristallo, per una promessa da mantenere.',
      'Une bague en argent ornée d’un petit cristal, pour une promesse à tenir.',
      '小さなクリスタルをあしらったシルバーリング。守りたい約束に。',
      '작은 크리스털이 박힌 은반지, 지키고 싶은 약속을 위해.',
    ],
  },
  {
    key: 'teddy-bear',
    category: 'keepsake',
    price: 119,
    motif: 'teddy',
    palette: KEEPSAKE,
    name: ['Teddy Bear', '泰迪熊', '泰迪熊', 'Teddybär', 'Orsacchiotto', 'Ours en peluche', 'テディベア', '테디베어'],
    description: [
      'A soft plush bear, forty centimetres of hugs.',
      '柔软的毛绒熊，四十厘米的拥抱。',
      '柔軟的毛絨熊，四十公分的擁抱。',
      'Ein weicher Plüschbär, vierzig Zentimeter zum Knuddeln.',
      'Un morbido orsetto di peluche, quaranta centimetri di abbracci.',
      'Un ours en peluche tout doux, quarante centimètres de câlins.',
      'ふわふわのぬいぐるみ。40センチのハグをどうぞ。',
      '부드러운 곰 인형, 사십 센티미터의 포옹.',
    ],
  },
  {
    key: 'scented-candle',
    category: 'keepsake',
    price: 49,
    motif: 'candle',
    palette: KEEPSAKE,
    name: ['Scented Candle', '香薰蜡烛', '香氛蠟燭', 'Duftkerze', 'Candela profumata', 'Bougie parfumée', 'アロマキャンドル', '향초'],
    description: [
      'A soy candle with a warm vanilla scent, for calm evenings.',
      '温暖香草味的大豆蜡烛，陪伴安静的夜晚。',
      '溫暖香草味的大豆蠟燭，陪伴安靜的夜晚。',
      'Eine Sojakerze mit warmem Vanilleduft für ruhige Abende.',
      'Una candela di soia dal caldo profumo di vaniglia, per serate tranquille.',
      'Une bougie de soja au chaud parfum de vanille, pour des soirées paisibles.',
      'あたたかなバニラの香りのソイキャンドル。穏やかな夜に。',
      '따뜻한 바닐라 향의 소이 캔들, 고요한 저녁을 위해.',
    ],
  },
];
