import { spritePath } from './BoardView';

/** One sprite frame as a small crisp SVG (decorative: name it in the surrounding control). */
export default function Sprite({
  kind,
  frame = 0,
  color = 'currentColor',
}: {
  kind: string;
  frame?: number;
  color?: string;
}) {
  return (
    <svg
      class="cc-sprite"
      viewBox="0 0 16 16"
      shape-rendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      <path d={spritePath(kind, frame)} fill={color} />
    </svg>
  );
}
