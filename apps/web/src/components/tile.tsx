/**
 * A decorative mahjong tile drawn in CSS (no font needed: many phones and desktops lack CJK glyphs).
 * `dots` is a one-of-circles tile, `dragon` the red dragon's frame, `bamboo` three green sticks.
 */
export function Tile({
  kind,
  size = 'md',
  className,
}: {
  kind: 'dots' | 'dragon' | 'bamboo';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <span
      className={['tile', `tile--${kind}`, `tile--${size}`, className ?? ''].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <span className="tile__face" />
    </span>
  );
}
