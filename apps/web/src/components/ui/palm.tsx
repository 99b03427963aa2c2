/**
 * The portal's palm in ink, for its SVG artwork: a curved trunk and six fronds, drawn with its foot at
 * (`x`, `y`) and growing up; `flip` mirrors it.
 */
export function Palm({
  x,
  y,
  scale = 1,
  flip = false,
}: {
  x: number;
  y: number;
  scale?: number;
  flip?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`} fill="#111111">
      <path d="M-6 0 C-12 -80 -6 -160 14 -234 C22 -260 34 -288 48 -308 L56 -303 C44 -280 34 -254 28 -228 C12 -158 8 -78 12 0 Z" />
      <path d="M50 -308 C12 -330 -32 -330 -66 -312 C-26 -322 12 -316 42 -300 Z" />
      <path d="M50 -308 C30 -348 -6 -370 -42 -370 C-4 -356 22 -334 40 -302 Z" />
      <path d="M52 -308 C60 -350 82 -376 106 -386 L106 -370 C86 -358 72 -336 60 -302 Z" />
      <path d="M52 -306 C82 -314 108 -306 122 -286 C96 -298 74 -300 56 -298 Z" />
      <path d="M50 -304 C22 -292 -6 -264 -18 -232 C4 -260 28 -280 54 -294 Z" />
      <path d="M51 -304 C68 -280 76 -248 72 -216 C66 -244 56 -270 44 -292 Z" />
    </g>
  );
}
