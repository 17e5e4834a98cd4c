/**
 * News-feed posts of the demo community, in each member's own language, so a fresh install opens on a
 * living feed. Pure data: seedPosts() gives each member one or two of their language's posts.
 */
import type { Language } from '@yuanfen/contract';
import type { SceneKind } from './scenes';

export const POSTS: Record<Language, readonly string[]> = {
  en: [
    'Sunday pancakes with blueberries [sun] Who else cooks a proper breakfast at the weekend?',
    'Just finished a 10 km run along the river [muscle] Legs are jelly, heart is happy.',
    'Learning my first words of Japanese: arigatou! Any tips for a beginner? [think]',
    'Rainy evening, a good book and a cup of tea [coffee] Perfect.',
    'Booked a trip to Lisbon for the spring [party] Recommendations welcome!',
    'My cat decided my keyboard is her new bed [cat][laugh]',
  ],
  zh: [
    '周末去爬山，山顶的风景太美了[sun]',
    '今天学会了做红烧肉，味道还不错[grin]有人想尝尝吗？',
    '下班路上看到好美的晚霞[rainbow]心情一下子就好了',
    '最近在学英语，希望能和世界各地的朋友聊天[wave]',
    '一个人的咖啡时光[coffee]你们平时喜欢怎么放松？',
    '新年快到了，已经开始期待回家吃饺子了[party]',
  ],
  tw: [
    '週末去淡水看夕陽，真的好美[sun]',
    '今天第一次自己做蛋糕，居然成功了[cake][grin]',
    '下雨天最適合窩在家裡看電影了[moon]大家有推薦的片嗎？',
    '剛從日本旅行回來，好想再去一次[love]',
    '早安！今天也要元氣滿滿喔[muscle]',
    '夜市的珍珠奶茶還是最好喝的[wink]',
  ],
  de: [
    'Endlich Wochenende! Ab in die Berge zum Wandern [sun]',
    'Heute zum ersten Mal selbst Brot gebacken – riecht himmlisch [grin]',
    'Wer kennt ein gutes Café in Hamburg? Ich suche einen neuen Lieblingsplatz [coffee]',
    'Regen, Kerzen und ein gutes Buch [moon] So mag ich den Herbst.',
    'Mein Spanischkurs beginnt nächste Woche, ich bin gespannt [think]',
    'Radtour am See, 40 Kilometer geschafft [muscle][thumbsup]',
  ],
  it: [
    'Domenica al mare con gli amici, che meraviglia [sun]',
    'Ho appena preparato la pasta fresca per la prima volta [grin] Chi vuole assaggiare?',
    'Un buon caffè e si ricomincia [coffee] Buongiorno a tutti!',
    'Sto organizzando un viaggio in Giappone, consigli? [think]',
    'Tramonto sul lago, il momento più bello della giornata [love]',
    'Stasera pizza e film, la serata perfetta [wine][wink]',
  ],
  fr: [
    'Balade au bord de la Seine ce matin, Paris sous le soleil [sun]',
    "J'ai enfin réussi mes macarons [party][grin]",
    'Un café en terrasse et un bon livre, que demander de plus ? [coffee]',
    'Qui a des idées de randonnée dans les Alpes cet été ? [think]',
    'Soirée crêpes entre amis, on a bien ri [laugh]',
    "J'apprends le coréen depuis un mois, c'est passionnant [star]",
  ],
  ja: [
    '週末は鎌倉へ。海がとてもきれいでした[sun]',
    '初めて自分でカレーを作ってみました[grin]意外と上手くできた！',
    '仕事帰りのカフェタイムが一番の癒し[coffee]',
    '英語の勉強を始めました。いろんな国の人と話したいです[wave]',
    '桜の季節が待ち遠しいですね[flower]',
    '今日は雨なので、家で映画を観ています[moon]おすすめありますか？',
  ],
  ko: [
    '주말에 한강에서 자전거 탔어요. 날씨 최고[sun]',
    '오늘 처음으로 김치찌개를 끓여 봤는데 성공했어요[grin]',
    '퇴근 후 카페에서 책 읽는 시간이 제일 좋아요[coffee]',
    '제주도 여행 계획 중이에요! 추천해 주세요[think]',
    '비 오는 날엔 역시 파전이죠[laugh]',
    '요즘 일본어 공부를 시작했어요. 같이 공부할 친구 구해요[wave]',
  ],
};

/** Captions of the demo photo posts, one per kind of landscape, in each language. */
export const PHOTO_POSTS: Record<Language, Record<SceneKind, string>> = {
  en: {
    sunset: 'Evening walk by the sea. The sky did its best tonight [sun]',
    mountains: 'Made it to the top! Worth every step [muscle]',
    night: 'Couldn’t sleep, so I went out to look at the stars [star]',
    lake: 'Lunch break by the lake [smile]',
    dawn: 'Up early for the sunrise, coffee in hand [coffee]',
  },
  zh: {
    sunset: '海边散步，今晚的晚霞太美了[sun]',
    mountains: '终于爬到山顶了，一切都值得[muscle]',
    night: '睡不着，出来看看星星[star]',
    lake: '午休时间在湖边坐一会儿[smile]',
    dawn: '早起看日出，配一杯咖啡[coffee]',
  },
  tw: {
    sunset: '海邊散步，今晚的晚霞好美[sun]',
    mountains: '終於攻頂了，一切都值得[muscle]',
    night: '睡不著，出來看看星星[star]',
    lake: '午休時間在湖邊坐一下[smile]',
    dawn: '早起看日出，再來一杯咖啡[coffee]',
  },
  de: {
    sunset: 'Abendspaziergang am Meer – der Himmel hat sich heute selbst übertroffen [sun]',
    mountains: 'Gipfel geschafft! Jeder Schritt hat sich gelohnt [muscle]',
    night: 'Konnte nicht schlafen, also habe ich mir die Sterne angesehen [star]',
    lake: 'Mittagspause am See [smile]',
    dawn: 'Früh aufgestanden für den Sonnenaufgang, mit Kaffee natürlich [coffee]',
  },
  it: {
    sunset: 'Passeggiata serale sul mare: che tramonto stasera [sun]',
    mountains: 'In cima! Ne è valsa davvero la pena [muscle]',
    night: 'Notte insonne: meglio guardare le stelle [star]',
    lake: 'Pausa pranzo in riva al lago [smile]',
    dawn: 'Sveglia all’alba per vedere sorgere il sole, caffè alla mano [coffee]',
  },
  fr: {
    sunset: 'Balade du soir au bord de la mer, quel coucher de soleil [sun]',
    mountains: 'Au sommet ! Chaque pas en valait la peine [muscle]',
    night: 'Impossible de dormir : place aux étoiles [star]',
    lake: 'Pause déjeuner au bord du lac [smile]',
    dawn: 'Réveil aux aurores pour voir le soleil se lever, café à la main [coffee]',
  },
  ja: {
    sunset: '海辺を散歩。今日の夕焼けは最高でした[sun]',
    mountains: 'ついに山頂に到着！がんばったかいがありました[muscle]',
    night: '眠れなくて、星を見に外へ[star]',
    lake: '湖のほとりでお昼休み[smile]',
    dawn: '早起きして日の出を見ながらコーヒー[coffee]',
  },
  ko: {
    sunset: '바닷가 산책. 오늘 노을 정말 예쁘네요[sun]',
    mountains: '드디어 정상! 한 걸음 한 걸음이 다 보람 있었어요[muscle]',
    night: '잠이 안 와서 별 보러 나왔어요[star]',
    lake: '호숫가에서 점심시간[smile]',
    dawn: '일찍 일어나서 커피 한 잔과 함께 해돋이[coffee]',
  },
};
