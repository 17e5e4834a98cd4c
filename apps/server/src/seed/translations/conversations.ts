import type { SeedTranslations } from './types';

/** Every line of the demo conversations (seed/conversations.ts) in the other seven languages. */
export const CONVERSATION_TRANSLATIONS: SeedTranslations = {
  // Marco_Bianchi (it) and demo_lily (en)
  'Ciao Lily! Ti scrivo in italiano, tanto Yuanfen traduce tutto [laugh] Il tuo profilo mi ha fatto sorridere.': {
    en: "Hi Lily! I'm writing to you in Italian, Yuanfen translates everything anyway [laugh] Your profile made me smile.",
    zh: '嗨，Lily！我就用意大利语给你写啦，反正Yuanfen会全部翻译[laugh]看到你的资料，我忍不住笑了。',
    tw: '嗨，Lily！我就用義大利文寫給妳囉，反正Yuanfen都會幫忙翻譯[laugh]看到妳的個人檔案，我忍不住笑了。',
    de: 'Hallo Lily! Ich schreibe dir auf Italienisch, Yuanfen übersetzt ja sowieso alles [laugh] Dein Profil hat mich zum Lächeln gebracht.',
    fr: "Salut Lily ! Je t'écris en italien, de toute façon Yuanfen traduit tout [laugh] Ton profil m'a fait sourire.",
    ja: 'やあ、リリー！イタリア語で書くね、どうせYuanfenが全部翻訳してくれるから[laugh]きみのプロフィールを見て思わず笑顔になったよ。',
    ko: '안녕하세요, 릴리! 이탈리아어로 쓸게요, 어차피 Yuanfen이 다 번역해 주니까요[laugh] 프로필 보고 저도 모르게 웃었어요.',
  },
  'Ciao Marco! No problem, your messages come through in perfect English. Are you in Milan?': {
    zh: 'Ciao，Marco！完全没问题，你的消息到我这边都是地道的英文。你在米兰吗？',
    tw: 'Ciao，Marco！完全沒問題，你的訊息到我這邊都是很道地的英文。你在米蘭嗎？',
    de: 'Ciao Marco! Kein Problem, deine Nachrichten kommen bei mir in perfektem Englisch an. Bist du in Mailand?',
    it: 'Ciao Marco! Nessun problema, i tuoi messaggi mi arrivano in un inglese perfetto. Sei a Milano?',
    fr: "Ciao Marco ! Aucun souci, tes messages m'arrivent dans un anglais parfait. Tu es à Milan ?",
    ja: 'チャオ、マルコ！全然問題ないよ、メッセージは完璧な英語で届いてる。ミラノに住んでるの？',
    ko: '차오, 마르코! 전혀 문제없어요, 메시지가 완벽한 영어로 보여요. 밀라노에 사세요?',
  },
  'Sì, Milano! Se passi da queste parti, ti porto a mangiare il gelato più buono della città [love]': {
    en: "Yes, Milan! If you're ever in town, I'll take you for the best gelato in the city [love]",
    zh: '对，米兰！你要是来这边，我带你去吃全城最好吃的意式冰淇淋[love]',
    tw: '對，米蘭！如果妳來這裡玩，我帶妳去吃全城最好吃的義式冰淇淋[love]',
    de: 'Ja, Mailand! Wenn du mal in der Gegend bist, lade ich dich auf das beste Eis der Stadt ein [love]',
    fr: "Oui, Milan ! Si tu passes par ici, je t'emmène manger la meilleure glace de la ville [love]",
    ja: 'そう、ミラノ！こっちに来ることがあったら、街でいちばんおいしいジェラートを食べに連れていくよ[love]',
    ko: '네, 밀라노예요! 이쪽에 오게 되면 시내에서 제일 맛있는 젤라토 먹으러 데려갈게요[love]',
  },
  "Deal! I'm learning a bit of Italian, by the way: grazie mille [wink]": {
    zh: '一言为定！对了，我正在学一点意大利语：grazie mille（非常感谢）[wink]',
    tw: '一言為定！對了，我正在學一點義大利文：grazie mille（非常感謝）[wink]',
    de: 'Abgemacht! Ich lerne übrigens ein bisschen Italienisch: grazie mille [wink]',
    it: "Affare fatto! Tra l'altro sto imparando un po' di italiano: grazie mille [wink]",
    fr: "Marché conclu ! D'ailleurs, j'apprends un peu l'italien : grazie mille [wink]",
    ja: '約束ね！ちなみに私、イタリア語を少し勉強中なの。grazie mille（本当にありがとう）[wink]',
    ko: '좋아요, 약속해요! 참고로 저 이탈리아어 조금 배우고 있어요. grazie mille(정말 고마워요)[wink]',
  },

  // Ethan_Brooks (en) and demo_lily (en)
  'Hi Lily! I saw you like hiking too [smile] Done any good trails lately?': {
    zh: '嗨，Lily！看到你也喜欢徒步[smile]最近有走过什么不错的路线吗？',
    tw: '嗨，Lily！看到妳也喜歡健行[smile]最近有走什麼不錯的步道嗎？',
    de: 'Hi Lily! Ich hab gesehen, dass du auch gern wanderst [smile] Warst du in letzter Zeit auf schönen Touren unterwegs?',
    it: 'Ciao Lily! Ho visto che anche a te piace fare escursioni [smile] Hai fatto qualche bel sentiero ultimamente?',
    fr: "Salut Lily ! J'ai vu que toi aussi tu aimais la randonnée [smile] Tu as fait de beaux sentiers récemment ?",
    ja: 'やあ、リリー！きみもハイキングが好きなんだね[smile]最近どこかいいコースを歩いた？',
    ko: '안녕하세요, 릴리! 하이킹 좋아하신다고 봤어요, 저도 좋아하거든요[smile] 요즘 괜찮은 코스 다녀오셨어요?',
  },
  'Hi Ethan! Yes, the coastal path last weekend. The views were worth every step [sun]': {
    zh: '嗨，Ethan！有啊，上周末走了海岸步道，风景美得每一步都值了[sun]',
    tw: '嗨，Ethan！有啊，上週末走了海岸步道，風景美到每一步都值得[sun]',
    de: 'Hi Ethan! Ja, letztes Wochenende den Küstenweg. Die Aussicht war jeden Schritt wert [sun]',
    it: 'Ciao Ethan! Sì, lo scorso weekend il sentiero costiero. Il panorama valeva ogni singolo passo [sun]',
    fr: 'Salut Ethan ! Oui, le sentier côtier le week-end dernier. La vue valait chaque pas [sun]',
    ja: 'こんにちは、イーサン！うん、先週末に海沿いの道を歩いたよ。一歩一歩が報われる景色だった[sun]',
    ko: '안녕하세요, 이선! 네, 지난 주말에 해안길을 걸었어요. 한 걸음 한 걸음이 아깝지 않은 풍경이었어요[sun]',
  },
  'That sounds amazing. Up for a walk next Saturday? I know a great café at the end of a trail [coffee]': {
    zh: '听起来太棒了。下周六要不要一起去走走？我知道有条步道的终点有家很棒的咖啡馆[coffee]',
    tw: '聽起來好棒。下週六要不要一起去走走？我知道有條步道的終點有間很讚的咖啡廳[coffee]',
    de: 'Klingt fantastisch. Lust auf eine Wanderung nächsten Samstag? Ich kenne ein tolles Café am Ende eines Wanderwegs [coffee]',
    it: 'Che bello. Ti va una camminata sabato prossimo? Conosco un bar fantastico alla fine di un sentiero [coffee]',
    fr: "Ça a l'air génial. Ça te dit, une balade samedi prochain ? Je connais un super café au bout d'un sentier [coffee]",
    ja: 'それは最高だね。来週の土曜、一緒に歩かない？トレイルのゴールにすてきなカフェがあるんだ[coffee]',
    ko: '정말 멋지네요. 다음 주 토요일에 같이 걸을래요? 산책로 끝에 괜찮은 카페를 하나 알고 있거든요[coffee]',
  },

  // Kenji_Sato (ja)
  'リリーさん、はじめまして！大阪からこんばんは。今夜のベランダからの眺めです[moon]': {
    en: "Nice to meet you, Lily! Good evening from Osaka. Here's the view from my balcony tonight [moon]",
    zh: 'Lily，初次见面！从大阪跟你问声晚上好，这是今晚从我家阳台看出去的夜景[moon]',
    tw: 'Lily，初次見面！從大阪跟妳打聲招呼，這是今晚從我家陽台看出去的夜景[moon]',
    de: 'Hallo Lily, schön, dich kennenzulernen! Guten Abend aus Osaka – so sieht es heute Abend von meinem Balkon aus [moon]',
    it: 'Ciao Lily, piacere di conoscerti! Buonasera da Osaka: ecco la vista dal mio balcone stasera [moon]',
    fr: "Enchanté, Lily ! Bonsoir d'Osaka : voici la vue depuis mon balcon ce soir [moon]",
    ko: '릴리 씨, 처음 뵙겠습니다! 오사카에서 저녁 인사드려요. 오늘 밤 저희 집 베란다에서 본 풍경이에요[moon]',
  },
};
