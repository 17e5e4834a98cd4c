/**
 * News-feed posts of the demo community, in each member's own language, so a fresh install opens on a
 * living feed. Pure data: seedPosts() gives each member one or two of their language's posts.
 */
import type { Language } from '@yuanfen/contract';

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
