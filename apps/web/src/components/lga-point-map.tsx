import { useMemo, type MouseEvent } from 'react';
import clsx from 'clsx';
import { MAP_CANVAS } from '@safeogun/contract/constants';
import { labelPriority, visibleLabels } from '../lib/label-layout';
import { useLgaBoundaries } from '../lib/lga-boundaries';
import { projectLgas, type LgaMap } from '@safeogun/contract/lga-projection';
import { Spinner } from './ui/spinner';
import { useMapsMessages } from './locales/maps/messages';

const { width: W, height: H } = MAP_CANVAS;
/** Metres per degree of latitude, for drawing a position's accuracy as a circle. */
const METRES_PER_DEGREE = 111_320;

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** Drawn as a circle around the point when it is larger than the point itself. */
  accuracyMeters?: number | null;
  /** A point to draw attention to (a new alert): red and pulsing; the others amber. */
  urgent?: boolean;
}

/** Canvas units of the names: the focused LGA's, the others'. */
const FOCUS_FONT = 22;
const NAME_FONT = 15;
/** About how wide a name is in the map's sans-serif face, in ems per character. */
const EM_PER_CHAR = 0.56;

/**
 * The LGA names to draw, each at its place: the focused LGA first, then those with points, then the larger ones;
 * a name that would overlap one already placed is left out (its LGA is still drawn and named in the caller's text).
 */
function namesToDraw(
  map: LgaMap,
  focusLgaId: number | null,
  marked: readonly number[],
  single: [number, number] | null,
) {
  const inside = map.shapes.filter((s) => s.cx > 40 && s.cx < W - 40 && s.cy > 20 && s.cy < H - 20);
  const labels = inside.map((shape) => {
    const mine = shape.id === focusLgaId;
    const font = mine ? FOCUS_FONT : NAME_FONT;
    // With one point, the focused LGA is named below it, so the two never overlap.
    const below = mine && single;
    return {
      shape,
      mine,
      key: String(shape.id),
      cx: below ? single[0] : shape.cx,
      cy: below ? Math.min(single[1] + 40, H - 12) : shape.cy,
      width: shape.name.length * font * EM_PER_CHAR,
      height: font * 1.2,
      priority: labelPriority(mine, marked.includes(shape.id) ? 1 : 0, shape.size),
    };
  });
  const shown = visibleLabels(labels, 1);
  return labels.filter((label) => shown.has(label.key));
}

/** The accuracy radius on the canvas: the distance to a point that many metres north. */
function accuracyRadius(map: LgaMap, point: MapPoint, at: [number, number]): number {
  if (!point.accuracyMeters) return 0;
  const north = map.project(point.longitude, point.latitude + point.accuracyMeters / METRES_PER_DEGREE);
  return north ? Math.abs(at[1] - north[1]) : 0;
}

/**
 * The state's LGAs with one drawn out (`focusLgaId`, filling the middle with its neighbours around, or the whole
 * state without it) and points on them: a report's place, the alerts of the SOS board. The drawing is one image
 * (`label` says what it shows); what it shows is also said in text next to it by the caller.
 */
export function LgaPointMap({
  focusLgaId,
  marked = [],
  points,
  label,
  onPick,
}: {
  focusLgaId: number | null;
  /**
   * A click on the drawing gives its position, rounded to 5 decimals (about a metre): the station form places its
   * pin so. A pointer-only shortcut: the form's latitude and longitude boxes do the same from the keyboard.
   */
  onPick?: (latitude: number, longitude: number) => void;
  /** LGAs tinted (those with an open alert, say). */
  marked?: readonly number[];
  points: MapPoint[];
  label: string;
}) {
  const { _ } = useMapsMessages();
  const boundaries = useLgaBoundaries();
  const map = useMemo(
    () => (boundaries.data ? projectLgas(boundaries.data, focusLgaId) : null),
    [boundaries.data, focusLgaId],
  );
  if (boundaries.isError) return <p className="text-sm text-slate-600">{_('maps.loadFailed')}</p>;
  if (!map) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100">
        <Spinner label={_('maps.loading')} />
      </div>
    );
  }
  const placed = points
    .map((point) => ({ point, at: map.project(point.longitude, point.latitude) }))
    .filter((p): p is { point: MapPoint; at: [number, number] } => p.at !== null);
  const single = placed.length === 1 ? placed[0]!.at : null;
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const matrix = event.currentTarget.getScreenCTM();
    if (!onPick || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const position = map.invert(at.x, at.y);
    if (position) onPick(Number(position[1].toFixed(5)), Number(position[0].toFixed(5)));
  };
  return (
    // The click is a pointer shortcut beside the latitude and longitude fields, which the keyboard uses.
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className={clsx('block h-auto w-full rounded-lg bg-sky-50', onPick && 'cursor-crosshair')}
      onClick={onPick ? pick : undefined}
      data-testid={onPick ? 'pick-map' : undefined}
    >
      {map.shapes.map((shape) => {
        const mine = shape.id === focusLgaId;
        return (
          <path
            key={shape.id}
            d={shape.d}
            fill={mine ? '#a3dcc6' : marked.includes(shape.id) ? '#fee2e2' : '#f1f5f9'}
            stroke={mine ? '#0b3d2e' : '#94a3b8'}
            strokeWidth={mine ? 2.5 : 1}
          />
        );
      })}
      {namesToDraw(map, focusLgaId, marked, single).map(({ shape, mine, cx, cy }) => (
        <text
          key={shape.id}
          x={cx}
          y={cy}
          textAnchor="middle"
          className={clsx(
            mine ? 'fill-brand-900 text-[22px] font-bold' : 'fill-slate-500 text-[15px]',
            // On a phone the drawing is about a third of its size: only the names that matter, drawn larger.
            mine ? 'max-sm:text-[34px]' : marked.includes(shape.id) ? 'max-sm:text-[28px]' : 'max-sm:hidden',
          )}
          paintOrder="stroke"
          stroke="#ffffff"
          strokeWidth={mine ? 5 : 3}
        >
          {shape.name}
        </text>
      ))}
      {placed.map(({ point, at }) => {
        const accuracy = accuracyRadius(map, point, at);
        return (
          <g key={point.id} transform={`translate(${at[0]} ${at[1]})`} data-testid={`map-point-${point.id}`}>
            {accuracy > 16 ? (
              <circle r={accuracy} fill="#dc2626" fillOpacity="0.12" stroke="#dc2626" strokeDasharray="4 3" />
            ) : null}
            <circle
              r="16"
              fill={point.urgent === false ? '#d97706' : '#dc2626'}
              fillOpacity="0.2"
              className={clsx(point.urgent && 'motion-safe:animate-pulse')}
            />
            <circle r="7" fill={point.urgent === false ? '#d97706' : '#dc2626'} stroke="#ffffff" strokeWidth="2.5" />
          </g>
        );
      })}
    </svg>
  );
}
