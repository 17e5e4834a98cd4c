/**
 * Gift artwork: one flat illustration per gift, composed as SVG and rendered with sharp at seed time
 * (like the demo avatars). Shapes only, never text (spec: no text in pictures).
 */
import sharp from 'sharp';
import type { Storage } from '../../platform/storage';

/** A heart centred on (x, y), `s` wide. */
const heartPath = (x: number, y: number, s: number) => {
  const k = s / 100;
  const p = (dx: number, dy: number) => `${(x + dx * k).toFixed(1)} ${(y + dy * k).toFixed(1)}`;
  return `M${p(0, 30)}C${p(-10, 22)} ${p(-50, -5)} ${p(-50, -22)}C${p(-50, -42)} ${p(-30, -50)} ${p(-18, -50)}C${p(-8, -50)} ${p(0, -42)} ${p(0, -34)}C${p(0, -42)} ${p(8, -50)} ${p(18, -50)}C${p(30, -50)} ${p(50, -42)} ${p(50, -22)}C${p(50, -5)} ${p(10, 22)} ${p(0, 30)}Z`;
};
const heart = (x: number, y: number, s: number, fill: string, extra = '') =>
  `<path d="${heartPath(x, y, s)}" fill="${fill}" ${extra}/>`;
/** Petals around a centre: `n` ellipses of radius r. */
const petals = (x: number, y: number, n: number, r: number, len: number, fill: string, rot = 0) =>
  Array.from({ length: n }, (_, i) => {
    const a = rot + (360 / n) * i;
    return `<ellipse cx="${x}" cy="${y - len}" rx="${r}" ry="${len}" fill="${fill}" transform="rotate(${a} ${x} ${y})"/>`;
  }).join('');
const stem = (x1: number, y1: number, x2: number, y2: number, w = 8) =>
  `<path d="M${x1} ${y1}Q${(x1 + x2) / 2 + 14} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="#3f8f4f" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
const leaf = (x: number, y: number, angle: number, size = 1) =>
  `<path d="M0 0C${14 * size} ${-18 * size} ${40 * size} ${-18 * size} ${52 * size} 0C${40 * size} ${14 * size} ${14 * size} ${14 * size} 0 0Z" fill="#5cad5f" transform="translate(${x} ${y}) rotate(${angle})"/>`;
const rose = (x: number, y: number, s: number, fill = '#d7263d') => {
  const k = s / 60;
  return `<g transform="translate(${x} ${y}) scale(${k})">
<circle r="30" fill="${fill}"/><path d="M-30 0C-28 -26 28 -26 30 0C20 -10 -20 -10 -30 0Z" fill="#fff" opacity="0.18"/>
<path d="M-16 -4C-14 -20 14 -20 16 -4C10 6 -10 6 -16 -4Z" fill="#000" opacity="0.15"/>
<path d="M-8 -6C-4 -14 8 -12 8 -4C4 2 -4 2 -8 -6Z" fill="#000" opacity="0.2"/>
<path d="M-30 4C-20 24 20 24 30 4" stroke="#000" stroke-opacity="0.15" stroke-width="3" fill="none"/></g>`;
};
const sparkle = (x: number, y: number, s: number, fill = '#fff') =>
  `<path d="M${x} ${y - s}L${x + s * 0.25} ${y - s * 0.25}L${x + s} ${y}L${x + s * 0.25} ${y + s * 0.25}L${x} ${y + s}L${x - s * 0.25} ${y + s * 0.25}L${x - s} ${y}L${x - s * 0.25} ${y - s * 0.25}Z" fill="${fill}"/>`;
const star = (x: number, y: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const balloon = (x: number, y: number, fill: string, stringTo: [number, number]) =>
  `<path d="M${x} ${y + 52}Q${(x + stringTo[0]) / 2 - 12} ${(y + stringTo[1]) / 2} ${stringTo[0]} ${stringTo[1]}" stroke="#8a7f7a" stroke-width="3" fill="none"/>
<ellipse cx="${x}" cy="${y}" rx="40" ry="50" fill="${fill}"/><path d="M${x - 6} ${y + 50}L${x + 6} ${y + 50}L${x} ${y + 58}Z" fill="${fill}"/>
<ellipse cx="${x - 14}" cy="${y - 20}" rx="9" ry="15" fill="#fff" opacity="0.4" transform="rotate(-20 ${x - 14} ${y - 20})"/>`;
const floor = `<ellipse cx="200" cy="335" rx="120" ry="16" fill="#000" opacity="0.08"/>`;

const MOTIFS = {
  heart: () =>
    floor +
    heart(200, 215, 230, '#e63956') +
    `<path d="M120 150C130 125 160 115 178 130" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.5"/>` +
    sparkle(300, 110, 16) +
    sparkle(105, 270, 10),
  letter: () =>
    floor +
    `<rect x="90" y="130" width="220" height="150" rx="12" fill="#fff8f0"/>
<path d="M90 142L200 220L310 142" stroke="#e8cfc2" stroke-width="6" fill="none"/>
<path d="M90 280L170 205M310 280L230 205" stroke="#efdcd2" stroke-width="5"/>` +
    heart(200, 222, 64, '#d7263d'),
  chocolates: () =>
    floor +
    `<path d="${heartPath(200, 220, 260)}" fill="#7a3b2e"/><path d="${heartPath(200, 214, 226)}" fill="#f4d6cc"/>` +
    [
      [165, 175],
      [235, 175],
      [145, 220],
      [200, 220],
      [255, 220],
      [200, 265],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="22" fill="${i % 2 ? '#5a2a1e' : '#8b4a36'}"/><path d="M${x! - 10} ${y! - 4}Q${x} ${y! - 12} ${x! + 10} ${y! - 4}" stroke="#c98f74" stroke-width="3" fill="none"/>`,
      )
      .join(''),
  teddy: () =>
    floor +
    `<g fill="#b9814f"><circle cx="140" cy="120" r="30"/><circle cx="260" cy="120" r="30"/><ellipse cx="200" cy="265" rx="80" ry="75"/><circle cx="200" cy="160" r="70"/>
<ellipse cx="120" cy="300" rx="30" ry="26"/><ellipse cx="280" cy="300" rx="30" ry="26"/></g>
<g fill="#e9c49c"><circle cx="140" cy="120" r="15"/><circle cx="260" cy="120" r="15"/><ellipse cx="200" cy="185" rx="32" ry="24"/><ellipse cx="200" cy="275" rx="45" ry="42"/></g>
<circle cx="175" cy="150" r="8" fill="#2b1d16"/><circle cx="225" cy="150" r="8" fill="#2b1d16"/><ellipse cx="200" cy="176" rx="11" ry="8" fill="#2b1d16"/>
<path d="M190 194Q200 202 210 194" stroke="#2b1d16" stroke-width="3" fill="none"/>` +
    heart(200, 270, 50, '#e63956'),
  ring: () =>
    floor +
    `<circle cx="200" cy="250" r="72" fill="none" stroke="#e8b923" stroke-width="20"/><circle cx="200" cy="250" r="72" fill="none" stroke="#fff3b0" stroke-width="5" opacity="0.7"/>
<path d="M200 120L240 150L200 190L160 150Z" fill="#bfefff"/><path d="M160 150L240 150L200 190Z" fill="#8fd8f5"/><path d="M180 135L220 135L240 150L160 150Z" fill="#e6fbff"/>
<rect x="186" y="186" width="28" height="14" fill="#e8b923"/>` +
    sparkle(265, 115, 14) +
    sparkle(135, 120, 9),
  lock: () =>
    floor +
    `<path d="M145 170V130A55 55 0 0 1 255 130V170" stroke="#9aa4ad" stroke-width="22" fill="none"/>` +
    heart(200, 245, 230, '#e63956') +
    `<circle cx="200" cy="225" r="14" fill="#7a1b2b"/><rect x="194" y="228" width="12" height="30" rx="4" fill="#7a1b2b"/>`,
  heartBalloon: () =>
    `<path d="M200 262Q180 300 205 350" stroke="#8a7f7a" stroke-width="3" fill="none"/>` +
    heart(200, 175, 230, '#ef476f') +
    `<path d="M128 118C138 98 162 92 176 104" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>`,
  moon: () =>
    `<path d="M235 90A120 120 0 1 0 300 280A95 95 0 1 1 235 90Z" fill="#ffe9a3"/>` +
    star(290, 120, 22, '#fff6c8') +
    star(320, 195, 12, '#fff6c8') +
    star(120, 320, 10, '#fff6c8') +
    sparkle(250, 330, 10),
  lipstick: () =>
    floor +
    `<rect x="160" y="215" width="80" height="115" rx="8" fill="#2e2a33"/><rect x="160" y="215" width="80" height="18" fill="#e0b84f"/>
<rect x="172" y="160" width="56" height="58" fill="#e0b84f"/><path d="M176 160V95L224 120V160Z" fill="#c9184a"/><path d="M176 95L224 120V128L176 103Z" fill="#ff4d6d" opacity="0.6"/>`,
  perfume: () =>
    floor +
    `<rect x="180" y="95" width="40" height="40" rx="6" fill="#e0b84f"/><rect x="188" y="130" width="24" height="20" fill="#c9a23f"/>
<rect x="120" y="148" width="160" height="180" rx="36" fill="#f7a8c8" opacity="0.9"/><rect x="120" y="220" width="160" height="108" rx="30" fill="#ef6fa3"/>
<path d="M140 170Q150 160 165 165" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.6"/>` +
    sparkle(300, 120, 12),
  handbag: () =>
    floor +
    `<path d="M150 170V140A50 50 0 0 1 250 140V170" stroke="#7b4b2a" stroke-width="14" fill="none"/>
<path d="M100 170H300L320 330H80Z" fill="#b5654a"/><path d="M100 170H300L305 210H95Z" fill="#9b5038"/>
<rect x="185" y="200" width="30" height="24" rx="4" fill="#e0b84f"/>`,
  heel: () =>
    floor +
    `<path d="M90 300C90 250 120 235 160 250C210 268 240 250 265 180C272 160 300 155 305 178L312 330H290L285 240C260 300 220 320 180 320H100C92 320 90 312 90 300Z" fill="#c9184a"/>
<path d="M290 240L300 330H312L305 230Z" fill="#7a0f2e"/><path d="M100 300C130 296 170 300 200 290" stroke="#fff" stroke-width="5" opacity="0.35" fill="none"/>`,
  sunglasses: () =>
    `<path d="M80 180H320" stroke="#2e2a33" stroke-width="10"/><path d="M80 180L60 160M320 180L340 160" stroke="#2e2a33" stroke-width="10" stroke-linecap="round"/>
<path d="M88 180H188V210C188 250 160 265 135 265C105 265 88 245 88 215Z" fill="#2e2a33"/><path d="M212 180H312V215C312 245 295 265 265 265C240 265 212 250 212 210Z" fill="#2e2a33"/>
<path d="M105 195L140 195L110 235Z" fill="#fff" opacity="0.25"/><path d="M229 195L264 195L234 235Z" fill="#fff" opacity="0.25"/>`,
  watch: () =>
    `<rect x="165" y="70" width="70" height="260" rx="16" fill="#7b4b2a"/><circle cx="200" cy="200" r="78" fill="#c9a23f"/><circle cx="200" cy="200" r="64" fill="#fffaf0"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="198" y="142" width="4" height="10" fill="#5a4a3a" transform="rotate(${i * 30} 200 200)"/>`).join('')}
<path d="M200 200V160M200 200L228 214" stroke="#2e2a33" stroke-width="6" stroke-linecap="round"/><circle cx="200" cy="200" r="6" fill="#2e2a33"/>`,
  necklace: () =>
    `<path d="M90 90Q200 330 310 90" stroke="#c9a23f" stroke-width="3" fill="none"/>` +
    Array.from({ length: 15 }, (_, i) => {
      const t = (i + 1) / 16;
      const x = (1 - t) ** 2 * 90 + 2 * (1 - t) * t * 200 + t ** 2 * 310;
      const y = (1 - t) ** 2 * 90 + 2 * (1 - t) * t * 330 + t ** 2 * 90;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="15" fill="#fbf7f0"/><circle cx="${(x - 4).toFixed(1)}" cy="${(y - 5).toFixed(1)}" r="5" fill="#fff"/>`;
    }).join('') +
    `<path d="M200 230L222 262L200 300L178 262Z" fill="#f7a8c8"/>`,
  crown: () =>
    floor +
    `<path d="M90 290L80 150L145 210L200 110L255 210L320 150L310 290Z" fill="#f2c14e"/><rect x="90" y="280" width="220" height="34" rx="6" fill="#e0a82e"/>
<circle cx="200" cy="235" r="18" fill="#e63956"/><circle cx="135" cy="250" r="12" fill="#3fa7d6"/><circle cx="265" cy="250" r="12" fill="#3fa7d6"/>
<circle cx="80" cy="150" r="12" fill="#f2c14e"/><circle cx="200" cy="110" r="12" fill="#f2c14e"/><circle cx="320" cy="150" r="12" fill="#f2c14e"/>`,
  diamond: () =>
    floor +
    `<path d="M130 140H270L320 190L200 320L80 190Z" fill="#7fd1f0"/><path d="M80 190H320L200 320Z" fill="#4fb8e0"/>
<path d="M130 140L160 190L200 140L240 190L270 140" stroke="#e6fbff" stroke-width="4" fill="none"/><path d="M160 190L200 320L240 190" stroke="#bfefff" stroke-width="4" fill="none"/>` +
    sparkle(300, 115, 16) +
    sparkle(100, 130, 10),
  scarf: () =>
    `<path d="M120 110C220 60 320 140 250 205C190 260 110 230 160 310" stroke="#8e7dbe" stroke-width="60" fill="none" stroke-linecap="round"/>
<path d="M120 110C220 60 320 140 250 205C190 260 110 230 160 310" stroke="#f7a8c8" stroke-width="10" stroke-dasharray="2 26" fill="none" stroke-linecap="round"/>
<path d="M120 110C220 60 320 140 250 205C190 260 110 230 160 310" stroke="#f2c14e" stroke-width="4" fill="none" transform="translate(0 22)" opacity="0.8"/>
${[0, 1, 2, 3, 4].map((i) => `<line x1="${140 + i * 9}" y1="330" x2="${138 + i * 9}" y2="352" stroke="#8e7dbe" stroke-width="4" stroke-linecap="round"/>`).join('')}`,
  rose: () => stem(200, 200, 190, 340) + leaf(196, 270, -150) + leaf(200, 300, -20, 0.9) + rose(200, 160, 90),
  bouquet: () =>
    `<path d="M130 210L270 210L220 340L180 340Z" fill="#f7e1d7"/><path d="M130 210L200 340L180 340Z" fill="#ecc9b9"/>` +
    leaf(120, 200, -160, 1.1) +
    leaf(280, 200, -20, 1.1) +
    rose(160, 170, 60) +
    rose(240, 170, 60) +
    rose(200, 135, 64, '#e63956') +
    rose(200, 200, 58, '#c9184a') +
    `<path d="M180 290Q200 305 220 290L230 320L200 305L170 320Z" fill="#e63956"/>`,
  tulip: () =>
    stem(200, 200, 200, 340) +
    leaf(200, 320, -120, 1.3) +
    leaf(200, 330, -60, 1.2) +
    `<path d="M150 130C150 200 170 215 200 215C230 215 250 200 250 130L225 160L200 110L175 160Z" fill="#ff5d8f"/><path d="M175 160L200 110L225 160L200 215Z" fill="#ff85a8"/>`,
  sunflower: () =>
    stem(200, 240, 200, 345, 10) +
    leaf(200, 300, -150, 1) +
    petals(200, 170, 16, 16, 58, '#ffc93c') +
    petals(200, 170, 16, 12, 46, '#ffb703', 11) +
    `<circle cx="200" cy="170" r="44" fill="#6b3e26"/><circle cx="200" cy="170" r="30" fill="#55301d"/>`,
  lily: () =>
    stem(200, 200, 200, 345) +
    leaf(200, 300, -140, 1.1) +
    petals(200, 170, 6, 22, 70, '#ffffff', 30) +
    petals(200, 170, 3, 10, 50, '#fbe3ec', 30) +
    `<g stroke="#c47a2c" stroke-width="3">${[-20, 0, 20].map((d) => `<line x1="200" y1="170" x2="${200 + d}" y2="125"/>`).join('')}</g>` +
    [-20, 0, 20].map((d) => `<ellipse cx="${200 + d}" cy="122" rx="5" ry="8" fill="#c4502c"/>`).join(''),
  blossom: () =>
    `<path d="M60 340Q140 250 250 220Q300 205 340 150" stroke="#6b4a3a" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    [
      [150, 230, 1],
      [250, 170, 1.2],
      [310, 120, 0.8],
      [100, 290, 0.7],
    ]
      .map(
        ([x, y, s]) =>
          `<g transform="translate(${x} ${y}) scale(${s})">${petals(0, 0, 5, 20, 30, '#ffc2d6')}<circle r="10" fill="#ff7aa2"/></g>`,
      )
      .join(''),
  lavender: () =>
    [160, 200, 240]
      .map((x, i) => {
        const top = x + (i - 1) * 20;
        const along = (y: number) => x + ((top - x) * (340 - y)) / 210;
        const buds = Array.from({ length: 8 }, (_, j) => {
          const y = 130 + j * 16;
          return `<ellipse cx="${along(y).toFixed(1)}" cy="${y}" rx="12" ry="9" fill="${j % 2 ? '#8e6cc9' : '#a788dc'}"/>`;
        });
        return `<path d="M${x} 340L${top} 130" stroke="#5c9e5f" stroke-width="6"/>${buds.join('')}`;
      })
      .join('') + `<path d="M150 290Q200 310 250 290L245 305Q200 322 155 305Z" fill="#e0b84f"/>`,
  forgetMeNot: () =>
    stem(200, 250, 200, 345, 6) +
    [
      [200, 170, 1.3],
      [130, 220, 0.9],
      [270, 225, 1],
      [160, 130, 0.7],
      [255, 140, 0.75],
    ]
      .map(
        ([x, y, s]) =>
          `<g transform="translate(${x} ${y}) scale(${s})">${petals(0, 0, 5, 20, 24, '#5aa9e6')}<circle r="10" fill="#ffe066"/><circle r="4" fill="#fff"/></g>`,
      )
      .join(''),
  basket: () =>
    `<path d="M110 200A90 90 0 0 1 290 200" stroke="#a86b3c" stroke-width="12" fill="none"/>` +
    rose(150, 210, 50, '#ff5d8f') +
    rose(250, 210, 50, '#e63956') +
    `<g transform="translate(200 190)">${petals(0, 0, 8, 12, 28, '#ffc93c')}<circle r="14" fill="#6b3e26"/></g>` +
    `<g transform="translate(118 245) scale(0.7)">${petals(0, 0, 5, 20, 24, '#a788dc')}<circle r="10" fill="#fff"/></g>` +
    `<g transform="translate(285 245) scale(0.7)">${petals(0, 0, 5, 20, 24, '#5aa9e6')}<circle r="10" fill="#ffe066"/></g>` +
    `<path d="M95 240H305L280 340H120Z" fill="#c68a52"/>${[265, 290, 315].map((y) => `<path d="M${95 + (y - 240) * 0.25} ${y}H${305 - (y - 240) * 0.25}" stroke="#a86b3c" stroke-width="5"/>`).join('')}`,
  lips: () =>
    `<path d="M80 200C120 140 170 150 200 175C230 150 280 140 320 200C280 215 240 220 200 218C160 220 120 215 80 200Z" fill="#e0115f"/>
<path d="M80 200C120 215 160 220 200 218C240 220 280 215 320 200C285 275 240 290 200 290C160 290 115 275 80 200Z" fill="#c9184a"/>
<path d="M150 250Q200 268 250 250" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.35" fill="none"/>` +
    heart(320, 110, 50, '#ff4d6d') +
    heart(90, 120, 34, '#ff85a8'),
  champagne: () =>
    floor +
    `<path d="M175 70H225V150C250 170 255 190 255 220V325C255 335 245 340 235 340H165C155 340 145 335 145 325V220C145 190 150 170 175 150Z" fill="#2f6b4f"/>
<rect x="170" y="60" width="60" height="45" rx="6" fill="#e0b84f"/><rect x="145" y="225" width="110" height="70" fill="#f4e3b2"/>
<path d="M160 180Q170 170 180 175" stroke="#fff" stroke-width="6" opacity="0.4" fill="none"/>` +
    [
      [260, 80],
      [285, 110],
      [250, 120],
      [300, 70],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#fff3c4" opacity="0.9"/>`)
      .join(''),
  wine: () =>
    floor +
    `<path d="M140 90H260C260 170 240 215 200 220C160 215 140 170 140 90Z" fill="#fff" opacity="0.55"/>
<path d="M146 140H254C250 185 235 212 200 215C165 212 150 185 146 140Z" fill="#8b1e3f"/>
<rect x="195" y="218" width="10" height="92" fill="#fff" opacity="0.7"/><ellipse cx="200" cy="318" rx="52" ry="12" fill="#fff" opacity="0.7"/>`,
  mask: () =>
    `<path d="M70 170C110 150 160 160 200 185C240 160 290 150 330 170C335 230 300 265 250 260C225 258 210 240 200 230C190 240 175 258 150 260C100 265 65 230 70 170Z" fill="#5b2a86"/>
<ellipse cx="145" cy="210" rx="32" ry="20" fill="#2a1240"/><ellipse cx="255" cy="210" rx="32" ry="20" fill="#2a1240"/>
<path d="M330 170C350 120 330 90 300 80C320 110 315 140 300 160Z" fill="#f2c14e"/><path d="M330 170C360 150 370 110 355 85C355 120 345 145 325 165Z" fill="#e63956"/>
<path d="M80 250L60 330" stroke="#c9a23f" stroke-width="6" stroke-linecap="round"/>` +
    [120, 200, 280].map((x) => `<circle cx="${x}" cy="${x === 200 ? 178 : 172}" r="6" fill="#f2c14e"/>`).join(''),
  strawberry: () =>
    [
      [160, 200, 1],
      [250, 230, 0.8],
    ]
      .map(
        ([x, y, s]) =>
          `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 -30C-60 -60 60 -60 60 -30C60 30 20 90 0 90C-20 90 -60 30 -60 -30Z" fill="#e63946"/>
${[-30, 0, 30, -15, 15, 0].map((dx, i) => `<ellipse cx="${dx}" cy="${-15 + Math.floor(i / 3) * 35 + (i === 5 ? 30 : 0)}" rx="3" ry="5" fill="#ffe9a3"/>`).join('')}
<path d="M-40 -52L-20 -40L0 -62L20 -40L40 -52L25 -30H-25Z" fill="#4caf50"/></g>`,
      )
      .join(''),
  cherries: () =>
    `<path d="M200 90Q170 150 150 240M200 90Q230 160 255 250" stroke="#5c7a2a" stroke-width="7" fill="none"/>` +
    leaf(200, 90, -30, 1.2) +
    `<circle cx="150" cy="260" r="48" fill="#c1121f"/><circle cx="255" cy="270" r="48" fill="#a4161a"/>
<ellipse cx="135" cy="245" rx="10" ry="14" fill="#fff" opacity="0.4"/><ellipse cx="240" cy="255" rx="10" ry="14" fill="#fff" opacity="0.4"/>`,
  candle: () =>
    floor +
    `<ellipse cx="200" cy="150" rx="60" ry="60" fill="#ffd166" opacity="0.25"/>
<path d="M200 95C185 120 185 140 200 150C215 140 215 120 200 95Z" fill="#ff9f1c"/><path d="M200 115C193 128 193 140 200 146C207 140 207 128 200 115Z" fill="#ffe066"/>
<rect x="198" y="148" width="4" height="14" fill="#2e2a33"/><rect x="160" y="160" width="80" height="165" rx="10" fill="#fff1e6"/>
<path d="M160 175Q175 195 185 175Q195 205 210 175Q225 190 240 175" stroke="#f7d8c4" stroke-width="6" fill="none"/>`,
  bath: () =>
    `<path d="M70 210H330V240C330 300 290 320 240 320H160C110 320 70 300 70 240Z" fill="#ffffff"/><rect x="60" y="200" width="280" height="22" rx="11" fill="#e8eef2"/>
<path d="M120 320L110 345M280 320L290 345" stroke="#c9a23f" stroke-width="10" stroke-linecap="round"/>` +
    [
      [110, 195, 28],
      [150, 180, 34],
      [200, 188, 30],
      [245, 176, 36],
      [290, 192, 26],
      [180, 150, 20],
      [260, 130, 14],
      [130, 140, 12],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#cfe7f5" stroke-width="3"/>`)
      .join('') +
    heart(310, 110, 40, '#ff85a8'),
  cake: () =>
    floor +
    `<rect x="100" y="230" width="200" height="95" rx="12" fill="#f7a8c8"/><rect x="130" y="165" width="140" height="75" rx="10" fill="#fff1e6"/>
<path d="M100 245Q125 270 150 245T200 245T250 245T300 245" stroke="#fff" stroke-width="12" fill="none"/>
<path d="M130 180Q153 200 176 180T222 180T270 180" stroke="#f7a8c8" stroke-width="10" fill="none"/>` +
    [160, 200, 240]
      .map(
        (x, i) =>
          `<rect x="${x - 5}" y="120" width="10" height="45" fill="${['#5aa9e6', '#ffc93c', '#8e7dbe'][i]}"/><path d="M${x} 95C${x - 10} 110 ${x - 8} 118 ${x} 120C${x + 8} 118 ${x + 10} 110 ${x} 95Z" fill="#ff9f1c"/>`,
      )
      .join('') +
    [130, 175, 225, 270].map((x) => `<circle cx="${x}" cy="295" r="8" fill="#e63956"/>`).join(''),
  cupcake: () =>
    floor +
    `<path d="M130 210H270L250 330H150Z" fill="#5aa9e6"/>${[160, 185, 215, 240].map((x) => `<path d="M${x} 210L${x + (x - 200) * 0.15} 330" stroke="#3d8bc9" stroke-width="5"/>`).join('')}
<path d="M115 215C110 160 150 150 160 150C165 115 235 115 240 150C250 150 290 160 285 215Z" fill="#fff1e6"/>
<path d="M150 165C170 150 230 150 250 165" stroke="#f7a8c8" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="200" cy="112" r="16" fill="#c1121f"/>` +
    [
      [150, 190],
      [190, 175],
      [230, 195],
      [260, 180],
      [175, 200],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="12" height="4" rx="2" fill="${['#ffc93c', '#8e7dbe', '#ef476f', '#5cad5f', '#5aa9e6'][i]}" transform="rotate(${i * 35} ${x} ${y})"/>`,
      )
      .join(''),
  balloons: () =>
    balloon(140, 150, '#ef476f', [200, 340]) +
    balloon(260, 140, '#5aa9e6', [200, 340]) +
    balloon(200, 110, '#ffc93c', [200, 340]) +
    `<path d="M190 330L210 330L200 345Z" fill="#e0b84f"/>`,
  giftBox: () =>
    floor +
    `<rect x="100" y="190" width="200" height="140" rx="8" fill="#e63956"/><rect x="88" y="160" width="224" height="45" rx="8" fill="#ef476f"/>
<rect x="185" y="160" width="30" height="170" fill="#ffc93c"/><path d="M200 160C160 110 120 130 150 160ZM200 160C240 110 280 130 250 160Z" fill="#ffc93c"/>`,
  fireworks: () =>
    [
      [140, 140, 70, '#ffc93c'],
      [270, 170, 80, '#ef476f'],
      [190, 270, 55, '#5aa9e6'],
    ]
      .map(([x, y, r, c]) =>
        Array.from({ length: 12 }, (_, i) => {
          const a = (Math.PI / 6) * i;
          const x1 = (x as number) + Math.cos(a) * (r as number) * 0.35;
          const y1 = (y as number) + Math.sin(a) * (r as number) * 0.35;
          const x2 = (x as number) + Math.cos(a) * (r as number);
          const y2 = (y as number) + Math.sin(a) * (r as number);
          return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${c}" stroke-width="6" stroke-linecap="round"/><circle cx="${x2.toFixed(1)}" cy="${y2.toFixed(1)}" r="5" fill="${c}"/>`;
        }).join(''),
      )
      .join('') +
    sparkle(320, 300, 10) +
    sparkle(80, 260, 8),
  lantern: () =>
    `<line x1="200" y1="60" x2="200" y2="110" stroke="#8a5a2b" stroke-width="5"/><rect x="165" y="100" width="70" height="22" rx="4" fill="#e0b84f"/>
<ellipse cx="200" cy="205" rx="105" ry="90" fill="#d62828"/>${[-70, -35, 0, 35, 70].map((d) => `<ellipse cx="200" cy="205" rx="${Math.abs(d) || 2}" ry="90" fill="none" stroke="#a4161a" stroke-width="4"/>`).join('')}
<rect x="165" y="288" width="70" height="22" rx="4" fill="#e0b84f"/>${[180, 193, 207, 220].map((x) => `<line x1="${x}" y1="310" x2="${x}" y2="350" stroke="#f2c14e" stroke-width="4"/>`).join('')}`,
  tree: () =>
    `<rect x="185" y="300" width="30" height="40" fill="#8a5a2b"/><path d="M200 80L300 220H250L320 310H80L150 220H100Z" fill="#2d8a4e"/>
<path d="M130 250Q200 275 275 240M150 180Q200 200 250 175" stroke="#f2c14e" stroke-width="5" fill="none"/>` +
    star(200, 80, 26, '#ffc93c') +
    [
      [160, 215, '#e63956'],
      [240, 205, '#5aa9e6'],
      [200, 160, '#ef476f'],
      [125, 290, '#ffc93c'],
      [275, 290, '#e63956'],
      [200, 275, '#5aa9e6'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="10" fill="${c}"/>`)
      .join(''),
  pumpkin: () =>
    floor +
    `<path d="M200 130C205 110 215 95 232 90" stroke="#5c7a2a" stroke-width="12" fill="none" stroke-linecap="round"/>
<ellipse cx="140" cy="230" rx="65" ry="90" fill="#f4842d"/><ellipse cx="260" cy="230" rx="65" ry="90" fill="#f4842d"/><ellipse cx="200" cy="230" rx="70" ry="95" fill="#f79d42"/>
<path d="M160 205L180 185L195 210ZM240 205L220 185L205 210Z" fill="#5a2a12"/><path d="M150 255Q200 300 250 255L235 262L222 250L210 265L198 250L185 265L172 250L160 262Z" fill="#5a2a12"/>`,
  mooncake: () =>
    floor +
    Array.from({ length: 14 }, (_, i) => {
      const a = (Math.PI / 7) * i;
      return `<circle cx="${(200 + Math.cos(a) * 95).toFixed(1)}" cy="${(210 + Math.sin(a) * 95).toFixed(1)}" r="28" fill="#c98332"/>`;
    }).join('') +
    `<circle cx="200" cy="210" r="100" fill="#d9963f"/><circle cx="200" cy="210" r="78" fill="#e2a654"/>
<circle cx="200" cy="210" r="56" fill="none" stroke="#c98332" stroke-width="8"/>${petals(200, 210, 4, 10, 34, '#c98332', 45)}<circle cx="200" cy="210" r="12" fill="#c98332"/>`,
} satisfies Record<string, () => string>;

export type Motif = keyof typeof MOTIFS;

/** A motif's shapes alone, on a 400×400 canvas (the mall frames them its own way). */
export const motifShapes = (motif: Motif): string => MOTIFS[motif]();

/** A gift's picture as SVG: the motif on a soft gradient with a gentle glow. */
export function giftSvg(motif: Motif, palette: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/><rect width="400" height="400" fill="url(#glow)"/>
${MOTIFS[motif]()}
</svg>`;
}

/** The storage keys of a gift's picture (400×400) and thumbnail (100×100); storage keys take no hyphen. */
export const giftKeys = (key: string) => {
  const name = key.replace(/-/g, '_');
  return { src: `gifts/${name}.webp`, thumb: `gifts/${name}_100.webp` };
};

/** Renders the gifts' pictures into the public storage area, a few at a time. */
export async function renderGiftArt(
  storage: Pick<Storage, 'put'>,
  gifts: readonly { key: string; motif: Motif; palette: readonly [string, string] }[],
  batch = 4,
): Promise<void> {
  for (let i = 0; i < gifts.length; i += batch) {
    await Promise.all(
      gifts.slice(i, i + batch).map(async (g) => {
        const png = await sharp(Buffer.from(giftSvg(g.motif, g.palette)))
          .png()
          .toBuffer();
        const keys = giftKeys(g.key);
        const [main, thumb] = await Promise.all([
          sharp(png).webp({ quality: 86 }).toBuffer(),
          sharp(png).resize(100, 100).webp({ quality: 82 }).toBuffer(),
        ]);
        await storage.put('public', keys.src, main, 'image/webp');
        await storage.put('public', keys.thumb, thumb, 'image/webp');
      }),
    );
  }
}
