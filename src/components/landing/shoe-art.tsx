/** A decorative sneaker drawing in the given colour. */
export function ShoeArt({ color, className }: { color: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 110" aria-hidden="true" focusable="false">
      <path d="M14 80c0-16 14-21 28-27l36-17c8-4 14-12 20-20l14 2c4 14 16 24 34 30l32 10c12 4 16 12 16 22v6H14Z" fill={color} />
      <path d="M8 86h188v6c0 6-6 10-12 10H20c-8 0-12-4-12-10Z" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="2" />
      <path d="M62 46l8 14M76 39l8 14M90 31l8 14" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M120 56c20 8 40 12 66 13" stroke="rgb(255 255 255 / 60%)" strokeWidth="5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
